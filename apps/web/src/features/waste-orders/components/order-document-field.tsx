import { useId, useState, type ChangeEvent } from 'react';
import { Button, FieldError } from '@platform/ui';
import { GENERIC_MESSAGES } from '@platform/contracts';
import { WASTE_ORDERS_MESSAGES as M } from '../waste-orders-messages.js';

export interface OrderDocumentFieldProps {
  label: string;
  value: string | null;
  onChange(url: string | null): void;
  upload(file: File): Promise<{ url: string }>;
  disabled?: boolean;
}

/** One order document (image or PDF, spec 001 §5): upload, open, remove. */
export function OrderDocumentField({ label, value, onChange, upload, disabled }: OrderDocumentFieldProps) {
  const id = useId();
  const [isUploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    setUploading(true);
    try {
      onChange((await upload(file)).url);
    } catch {
      setError(GENERIC_MESSAGES.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="eco-field waste-orders__document">
      {value ? (
        <span className="eco-field__label">{label}</span>
      ) : (
        <label className="eco-field__label" htmlFor={`${id}-file`}>
          {label}
        </label>
      )}
      <p id={`${id}-hint`} className="eco-field__hint">
        {M.documentHint}
      </p>
      {value ? (
        <div className="waste-orders__document-row">
          <a href={value} target="_blank" rel="noreferrer">
            {M.viewDocument}
          </a>
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled}
            aria-label={M.removeDocument(label)}
            onClick={() => onChange(null)}
          >
            {M.remove}
          </Button>
        </div>
      ) : (
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*,application/pdf"
          disabled={disabled || isUploading}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => void pick(event)}
        />
      )}
      {isUploading && <p role="status">{M.uploading}</p>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
