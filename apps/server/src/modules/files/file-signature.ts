/** File kinds the platform accepts, recognised by their first bytes (never by name or declared type). */
export type DetectedFileType = { mime: string; extension: string; kind: 'image' | 'pdf' };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((value, i) => bytes[offset + i] === value);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** PNG, JPEG, GIF, WEBP or PDF from the magic bytes; null for anything else. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png', kind: 'image' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg', kind: 'image' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { mime: 'image/gif', extension: 'gif', kind: 'image' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mime: 'image/webp', extension: 'webp', kind: 'image' };
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', extension: 'pdf', kind: 'pdf' };
  return null;
}
