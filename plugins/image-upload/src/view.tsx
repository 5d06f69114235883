import { Alert, ImagePicker, MarkdownView } from '@platform/ui';
import type { SlideViewProps } from '@platform/slide-sdk';
import { ANSWER_PHOTO_CATEGORY, photoCount } from './core/messages.js';
import type { ImageUploadAnswer, ImageUploadData } from './core/schema.js';
import { issueMessage, wholeValueMessages } from './issue-message.js';
import { rootStyle } from './layout.js';
import { PhotoGallery } from './photo-gallery.js';

/** The hint under the picker: how many photos are expected. */
export function photoCountHint({
  minPhotos,
  maxPhotos,
}: Pick<ImageUploadData, 'minPhotos' | 'maxPhotos'>): string {
  return minPhotos === maxPhotos
    ? `Încarcă ${photoCount(minPhotos)}.`
    : `Încarcă între ${minPhotos} și ${maxPhotos} fotografii.`;
}

/** The pupil reads the instructions and uploads photos; after submitting (or in review) the photos are shown large. */
export function ImageUploadView({
  data,
  answer,
  onAnswerChange,
  mode,
  services,
  issues,
  disabled,
  feedback,
}: SlideViewProps<ImageUploadData, ImageUploadAnswer>) {
  const photoUrls = answer?.photoUrls ?? [];
  const isReadOnly = disabled === true || mode === 'review';
  const error = issueMessage(issues, 'photoUrls') ?? wholeValueMessages(issues)[0];
  return (
    <div style={rootStyle}>
      {data.instructions.trim() && <MarkdownView markdown={data.instructions} />}
      {isReadOnly ? (
        photoUrls.length > 0 ? (
          <PhotoGallery photoUrls={photoUrls} />
        ) : (
          <Alert tone="info">Nu a fost încărcată nicio fotografie.</Alert>
        )
      ) : (
        <ImagePicker
          label="Fotografiile tale"
          hint={photoCountHint(data)}
          value={photoUrls}
          max={data.maxPhotos}
          accept="image/*"
          error={error}
          upload={(file, onProgress) => services.uploadFile(file, ANSWER_PHOTO_CATEGORY, onProgress)}
          onChange={(urls) => onAnswerChange({ photoUrls: urls })}
        />
      )}
      {mode === 'review' && feedback?.outcome === 'pending-review' && (
        <Alert tone="info" title="Fotografii trimise">
          Profesorul tău le va verifica; rezultatul apare după ce le vede.
        </Alert>
      )}
    </div>
  );
}
