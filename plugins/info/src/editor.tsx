import type { SlideEditorProps } from '@platform/slide-sdk';
import { ImagePicker, MarkdownEditor, TextField } from '@platform/ui';
import type { InfoData } from './core/index.js';
import { issueMessage } from './issue-message.js';

/** Author form of an INFO slide: rich text (stored as markdown) and an optional described image. */
export function InfoEditor({ data, onChange, issues, services, disabled }: SlideEditorProps<InfoData>) {
  function setImage(url: string | undefined) {
    const { imageUrl: _url, imageAlt, ...rest } = data;
    // The description belongs to the picture: dropping the picture drops it too.
    onChange(url ? { ...rest, imageUrl: url, ...(imageAlt === undefined ? {} : { imageAlt }) } : rest);
  }
  return (
    <div
      style={{
        fontFamily: 'var(--eco-font-body)',
        color: 'var(--eco-color-text)',
        display: 'grid',
        gap: 'var(--eco-space-5)',
      }}
    >
      <MarkdownEditor
        label="Conținut"
        value={data.markdown}
        onChange={(markdown) => onChange({ ...data, markdown })}
        placeholder="Scrie aici ce trebuie să afle elevii…"
        error={issueMessage(issues, ['markdown'])}
        disabled={disabled}
      />
      <ImagePicker
        label="Imagine (opțional)"
        value={data.imageUrl ? [data.imageUrl] : []}
        max={1}
        upload={(file, onProgress) => services.uploadFile(file, 'SLIDE_IMAGES', onProgress)}
        onChange={(urls) => setImage(urls[0])}
        error={issueMessage(issues, ['imageUrl'])}
        disabled={disabled}
      />
      {data.imageUrl && (
        <TextField
          label="Descrierea imaginii"
          required
          value={data.imageAlt ?? ''}
          onChange={(event) => onChange({ ...data, imageAlt: event.target.value })}
          hint="Spune în câteva cuvinte ce arată imaginea, pentru cei care nu o pot vedea."
          error={issueMessage(issues, ['imageAlt'])}
          disabled={disabled}
        />
      )}
    </div>
  );
}
