import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { classNames } from './class-names.js';
import { describedBy } from './field-description.js';
import { FieldError } from './field-error.js';

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  /** Visible label of the field, also the accessible name of the file input. */
  label: string;
  /** URLs of the images already uploaded. */
  value: string[];
  /** Called with the new list after an upload finishes or an image is removed. */
  onChange(urls: string[]): void;
  /** Uploads one file, reporting progress from 0 to 1, and resolves with its public URL. */
  upload(file: File, onProgress: (fraction: number) => void): Promise<{ url: string }>;
  /** Maximum number of images; unlimited when omitted. */
  max?: number;
  /** File types accepted by the input; `image/*` by default. */
  accept?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  className?: string;
}

interface PendingUpload {
  key: number;
  name: string;
  fraction: number;
}

/** Romanian message of the spec (error catalogue) for a failed upload. */
export const UPLOAD_FAILED_MESSAGE = 'Un fisier nu s-a putut incarca';

/**
 * Picks images, uploads them one by one through `upload` with a progress bar each, and shows
 * thumbnails with remove buttons. Never holds more than `max` images.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  upload,
  max,
  accept = 'image/*',
  error,
  hint,
  disabled,
  className,
}: ImagePickerProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [uploadError, setUploadError] = useState<string>();
  const nextKey = useRef(0);
  // Uploads finish asynchronously; each one appends to the newest list, not the one it started from.
  const latestValue = useRef(value);
  latestValue.current = value;

  const limit = max ?? Number.POSITIVE_INFINITY;
  const isFull = value.length + pending.length >= limit;
  const shownError = error ?? uploadError;

  async function uploadOne(file: File) {
    const key = nextKey.current++;
    setPending((list) => [...list, { key, name: file.name, fraction: 0 }]);
    const report = (fraction: number) =>
      setPending((list) => list.map((p) => (p.key === key ? { ...p, fraction } : p)));
    try {
      const { url } = await upload(file, report);
      const next = [...latestValue.current, url];
      latestValue.current = next;
      onChange(next);
    } catch {
      setUploadError(UPLOAD_FAILED_MESSAGE);
    } finally {
      setPending((list) => list.filter((p) => p.key !== key));
    }
  }

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Reset so choosing the same file again fires another change.
    event.target.value = '';
    if (files.length === 0) return;
    const room = Math.max(0, limit - value.length - pending.length);
    setUploadError(undefined);
    void Promise.all(files.slice(0, room).map(uploadOne));
  }

  function remove(index: number) {
    onChange(value.filter((_, i) => i !== index));
  }

  return (
    <div
      className={classNames('eco-field', 'eco-image-picker', shownError && 'eco-field--invalid', className)}
    >
      <span id={labelId} className="eco-field__label">
        {label}
      </span>
      {hint && (
        <p id={hintId} className="eco-field__hint">
          {hint}
        </p>
      )}
      {value.length > 0 && (
        <ul className="eco-image-picker__list">
          {value.map((url, index) => (
            <li key={`${url}-${index}`} className="eco-image-picker__item">
              <img className="eco-image-picker__thumb" src={url} alt={`Imaginea ${index + 1}`} />
              <button
                type="button"
                className="eco-image-picker__remove"
                aria-label={`Șterge imaginea ${index + 1}`}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {pending.map((p) => (
        <div key={p.key} className="eco-image-picker__progress">
          <label htmlFor={`${id}-progress-${p.key}`}>Se încarcă {p.name}</label>
          <progress id={`${id}-progress-${p.key}`} value={p.fraction} max={1}>
            {Math.round(p.fraction * 100)}%
          </progress>
        </div>
      ))}
      <input
        id={inputId}
        className="eco-image-picker__input"
        type="file"
        accept={accept}
        multiple={limit - value.length > 1}
        disabled={disabled || isFull}
        aria-labelledby={labelId}
        aria-describedby={describedBy(hintId, errorId, hint, shownError)}
        aria-invalid={shownError ? true : undefined}
        onChange={handleFiles}
      />
      <label htmlFor={inputId} className="eco-image-picker__drop" aria-hidden="true">
        <span className="eco-image-picker__plus">+</span>
        {isFull ? 'Ai atins numărul maxim de imagini' : 'Alege o imagine'}
      </label>
      <FieldError id={errorId}>{shownError}</FieldError>
    </div>
  );
}
