import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { Button, FieldError } from '@platform/ui';
import { PARENTAL_APPROVAL_PAGE as M } from '../../../shared/messages/account-flow-messages.js';

/** Pad height and stroke width of spec 000 §2/§9. */
export const SIGNATURE_HEIGHT_PX = 300;
export const SIGNATURE_STROKE = 4;

export interface SignaturePadFieldProps {
  /** URL of the uploaded signature; while set, the pad is locked. */
  value: string;
  /** Uploads the drawn image and returns its URL. */
  onUpload: (image: Blob) => Promise<string>;
  onChange: (url: string) => void;
  error?: string;
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('empty signature'))), 'image/png'),
  );
}

/**
 * The parent's signature: drawing enables the green check (upload), uploading stores the image and sets
 * the value, a value locks the pad, and clearing resets both.
 */
export function SignaturePadField({ value, onUpload, onChange, error }: SignaturePadFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [hasDrawing, setHasDrawing] = useState(false);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof canvas.getContext !== 'function' || !canvas.getContext('2d')) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = SIGNATURE_HEIGHT_PX * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, {
      minWidth: SIGNATURE_STROKE,
      maxWidth: SIGNATURE_STROKE,
      dotSize: SIGNATURE_STROKE,
      penColor: '#1c2321',
      backgroundColor: '#ffffff',
    });
    const onEnd = () => setHasDrawing(!pad.isEmpty());
    pad.addEventListener('endStroke', onEnd);
    padRef.current = pad;
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (value) pad.off();
    else pad.on();
  }, [value]);

  const upload = async () => {
    const canvas = canvasRef.current;
    if (!canvas || !padRef.current || padRef.current.isEmpty()) return;
    setUploading(true);
    try {
      onChange(await onUpload(await canvasBlob(canvas)));
    } finally {
      setUploading(false);
    }
  };

  const clear = () => {
    padRef.current?.clear();
    setHasDrawing(false);
    onChange('');
  };

  return (
    <div
      className={`signature-pad${value ? ' signature-pad--locked' : ''}${error ? ' signature-pad--invalid' : ''}`}
    >
      <p className="signature-pad__hint" id="signature-hint">
        {M.signatureHint}
      </p>
      <canvas
        ref={canvasRef}
        className="signature-pad__canvas"
        style={{ height: SIGNATURE_HEIGHT_PX }}
        role="img"
        aria-label={M.signatureCanvas}
        aria-describedby="signature-hint"
      />
      <div className="signature-pad__actions">
        <Button onClick={() => void upload()} disabled={!hasDrawing || Boolean(value)} loading={uploading}>
          {M.uploadSignature}
        </Button>
        <Button variant="secondary" onClick={clear} disabled={!hasDrawing && !value}>
          {M.clearSignature}
        </Button>
      </div>
      {value && (
        <p className="signature-pad__saved" role="status">
          {M.signatureSaved}
        </p>
      )}
      <FieldError id="signature-error">{error}</FieldError>
    </div>
  );
}
