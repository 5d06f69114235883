import type { CSSProperties } from 'react';
import { ChoiceGroup, MarkdownEditor } from '@platform/ui';
import type { SlideEditorProps } from '@platform/slide-sdk';
import { PHOTO_COUNT_MAX, PHOTO_COUNT_MIN } from './core/messages.js';
import type { ImageUploadData } from './core/schema.js';
import { issueMessage } from './issue-message.js';
import { stackStyle } from './layout.js';

const countOptions = Array.from({ length: PHOTO_COUNT_MAX - PHOTO_COUNT_MIN + 1 }, (_, i) => {
  const value = String(PHOTO_COUNT_MIN + i);
  return { value, label: value };
});
const countsStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 'var(--eco-space-4)' };
const countStyle: CSSProperties = { flex: '1 1 260px', minWidth: 0 };

/** Author form of an IMAGE_UPLOAD slide: instructions and how many photos the pupil uploads. */
export function ImageUploadEditor({ data, onChange, issues, disabled }: SlideEditorProps<ImageUploadData>) {
  // Moving one bound past the other drags the other along, so the form never offers an impossible range.
  const setMin = (minPhotos: number) =>
    onChange({ ...data, minPhotos, maxPhotos: Math.max(minPhotos, data.maxPhotos) });
  const setMax = (maxPhotos: number) =>
    onChange({ ...data, maxPhotos, minPhotos: Math.min(maxPhotos, data.minPhotos) });
  return (
    <div style={stackStyle}>
      <MarkdownEditor
        label="Instrucțiuni pentru elev"
        placeholder="Ce trebuie să fotografieze elevul?"
        value={data.instructions}
        disabled={disabled}
        error={issueMessage(issues, 'instructions')}
        onChange={(instructions) => onChange({ ...data, instructions })}
      />
      <div style={countsStyle}>
        <div style={countStyle}>
          <ChoiceGroup
            legend="Număr minim de fotografii"
            type="radio"
            options={countOptions}
            value={[String(data.minPhotos)]}
            disabled={disabled}
            error={issueMessage(issues, 'minPhotos')}
            onChange={([value]) => value && setMin(Number(value))}
          />
        </div>
        <div style={countStyle}>
          <ChoiceGroup
            legend="Număr maxim de fotografii"
            type="radio"
            options={countOptions}
            value={[String(data.maxPhotos)]}
            disabled={disabled}
            error={issueMessage(issues, 'maxPhotos')}
            onChange={([value]) => value && setMax(Number(value))}
          />
        </div>
      </div>
    </div>
  );
}
