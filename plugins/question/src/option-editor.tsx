import type { SlideHostServices } from '@platform/slide-sdk';
import { Button, Checkbox, ImagePicker, TextField } from '@platform/ui';
import type { QuestionOption } from './core/index.js';

/** Props of {@link OptionEditor}. */
export interface OptionEditorProps {
  option: QuestionOption;
  index: number;
  onChange(next: QuestionOption): void;
  onRemove(): void;
  canRemove: boolean;
  textError?: string;
  services: SlideHostServices;
  disabled?: boolean;
}

/** Edits one answer option: text, optional image (OPTION_IMAGES) and the correct-answer mark. */
export function OptionEditor({
  option,
  index,
  onChange,
  onRemove,
  canRemove,
  textError,
  services,
  disabled,
}: OptionEditorProps) {
  const number = index + 1;
  return (
    <li
      style={{
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 'var(--eco-space-4)',
        padding: 'var(--eco-space-4)',
        border: '1px solid var(--eco-color-border)',
        borderRadius: 'var(--eco-radius-md)',
        background: option.isCorrect ? 'var(--eco-color-success-bg)' : 'var(--eco-color-surface)',
      }}
    >
      <div style={{ flex: '3 1 16rem', display: 'grid', gap: 'var(--eco-space-3)', alignContent: 'start' }}>
        <TextField
          label={`Varianta ${number}`}
          value={option.text}
          onChange={(event) => onChange({ ...option, text: event.target.value })}
          error={textError}
          disabled={disabled}
        />
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 'var(--eco-space-3)',
          }}
        >
          <Checkbox
            label="Răspuns corect"
            checked={option.isCorrect}
            onChange={(isCorrect) => onChange({ ...option, isCorrect })}
            disabled={disabled}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={disabled || !canRemove}
            aria-label={`Șterge varianta ${number}`}
          >
            Șterge
          </Button>
        </div>
      </div>
      <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
        <ImagePicker
          label={`Imagine pentru varianta ${number} (opțional)`}
          value={option.imageUrl ? [option.imageUrl] : []}
          max={1}
          upload={(file, onProgress) => services.uploadFile(file, 'OPTION_IMAGES', onProgress)}
          onChange={(urls) => {
            const { imageUrl: _removed, ...rest } = option;
            onChange(urls[0] ? { ...rest, imageUrl: urls[0] } : rest);
          }}
          disabled={disabled}
        />
      </div>
    </li>
  );
}
