import { UploadResponseSchema, type UploadCategory } from '@platform/contracts';

/** Thrown when an upload fails; `status` is the HTTP status (0 for a network error). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * POST /api/files/upload?folder=CATEGORY with XMLHttpRequest, because fetch reports no upload progress.
 * `onProgress` receives 0..1. Resolves with the stored file's URL.
 */
export function uploadWithProgress(options: {
  file: File;
  category: UploadCategory;
  token: string | null;
  onProgress?: (fraction: number) => void;
  apiBaseUrl?: string;
}): Promise<{ url: string }> {
  const { file, category, token, onProgress, apiBaseUrl = '/api' } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseUrl}/files/upload?folder=${encodeURIComponent(category)}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onerror = () => reject(new UploadError('network error', 0));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: handled below as a failure.
      }
      if (request.status < 200 || request.status >= 300) {
        const message = (body as { message?: unknown } | null)?.message;
        reject(
          new UploadError(typeof message === 'string' ? message : `HTTP ${request.status}`, request.status),
        );
        return;
      }
      const parsed = UploadResponseSchema.safeParse(body);
      if (!parsed.success) {
        reject(new UploadError('unexpected upload response', request.status));
        return;
      }
      onProgress?.(1);
      resolve({ url: parsed.data.url });
    };
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
