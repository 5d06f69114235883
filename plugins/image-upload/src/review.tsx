import { MarkdownView } from '@platform/ui';
import type { SlideReviewProps } from '@platform/slide-sdk';
import type { ImageUploadAnswer, ImageUploadData } from './core/schema.js';
import { rootStyle, sectionTitleStyle, stackStyle } from './layout.js';
import { PhotoGallery } from './photo-gallery.js';

/** What a teacher reviews: the task, then the pupil's photos shown large. */
export function ImageUploadReview({ data, answer }: SlideReviewProps<ImageUploadData, ImageUploadAnswer>) {
  const { photoUrls } = answer;
  return (
    <div style={rootStyle}>
      <section style={stackStyle} aria-label="Cerința">
        <h3 style={sectionTitleStyle}>Cerința</h3>
        <MarkdownView markdown={data.instructions} />
      </section>
      <section style={stackStyle} aria-label="Fotografiile elevului">
        <h3 style={sectionTitleStyle}>Fotografiile elevului ({photoUrls.length})</h3>
        {photoUrls.length > 0 ? (
          <PhotoGallery photoUrls={photoUrls} altSuffix="încărcată de elev" />
        ) : (
          <p style={{ margin: 0 }}>Elevul nu a încărcat nicio fotografie.</p>
        )}
      </section>
    </div>
  );
}
