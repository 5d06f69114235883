import type { CSSProperties } from 'react';
import { MarkdownEditor } from '@platform/ui';
import type { SlideEditorProps } from '@platform/slide-sdk';
import { PHOTO_COUNT_MAX, PHOTO_COUNT_MIN } from './core/messages.js';
import type { ImageUploadData } from './core/schema.js';
import { issueMessage } from './issue-message.js';
import { rootStyle } from './layout.js';
import { PhotoCountField } from './photo-count-field.js';

const countsStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', columnGap: 'var(--eco-space-5)' };
const countStyle: CSSProperties = { flex: '1 1 14rem', maxWidth: '20rem', minWidth: 0 };
const isInRange = (count: number) => count >= PHOTO_COUNT_MIN && count <= PHOTO_COUNT_MAX;

/** Author form of an IMAGE_UPLOAD slide: instructions and how many photos the pupil uploads. */
export function ImageUploadEditor({ data, onChange, issues, disabled }: SlideEditorProps<ImageUploadData>) {
  // Moving one bound past the other drags the other along (within 1..5), so the range stays possible.
  const setMin = (minPhotos: number) =>
    onChange({
      ...data,
      minPhotos,
      maxPhotos: isInRange(minPhotos) ? Math.max(minPhotos, data.maxPhotos) : data.maxPhotos,
    });
  const setMax = (maxPhotos: number) =>
    onChange({
      ...data,
      maxPhotos,
      minPhotos: isInRange(maxPhotos) ? Math.min(maxPhotos, data.minPhotos) : data.minPhotos,
    });
  return (
    <div style={rootStyle}>
      <MarkdownEditor
        label="Instrucțiuni pentru elev"
        placeholder="Ce trebuie să fotografieze elevul?"
        value={data.instructions}
        disabled={disabled}
        error={issueMessage(issues, 'instructions')}
        // The rich-text editor also reports its unchanged content (e.g. on mount); that is not an edit.
        onChange={(instructions) => instructions !== data.instructions && onChange({ ...data, instructions })}
      />
      <div style={countsStyle}>
        <div style={countStyle}>
          <PhotoCountField
            label="Număr minim de fotografii"
            value={data.minPhotos}
            disabled={disabled}
            error={issueMessage(issues, 'minPhotos')}
            onChange={setMin}
          />
        </div>
        <div style={countStyle}>
          <PhotoCountField
            label="Număr maxim de fotografii"
            value={data.maxPhotos}
            disabled={disabled}
            error={issueMessage(issues, 'maxPhotos')}
            onChange={setMax}
          />
        </div>
      </div>
    </div>
  );
}
