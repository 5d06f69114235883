import { detectFileType } from './file-signature.js';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../../../test/support/fixtures.js';

describe('detectFileType', () => {
  it.each([
    [PNG_BYTES, 'image/png'],
    [JPEG_BYTES, 'image/jpeg'],
    [Buffer.from('GIF89a\x01\x00'), 'image/gif'],
    [Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '), 'image/webp'],
    [PDF_BYTES, 'application/pdf'],
  ])('recognises %#', (bytes, mime) => {
    expect(detectFileType(bytes)?.mime).toBe(mime);
  });

  it.each([
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    Buffer.from('MZ\x90\x00'),
    Buffer.from('RIFF\x10\x00\x00\x00WAVE'),
    Buffer.from([0x89, 0x50]),
    Buffer.alloc(0),
  ])('refuses anything else (%#)', (bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });
});
