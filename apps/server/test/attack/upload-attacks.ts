import fc from 'fast-check';
import { UPLOAD_CATEGORIES } from '@platform/contracts';
import type { AttackRequest, CallerName } from './attack-requests.js';
import { hostileString } from './hostile-values.js';

/** Files that are not what they claim: markup, scripts, executables, truncated images. */
const HOSTILE_FILES: { name: string; bytes: Buffer }[] = [
  {
    name: 'a.svg',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  { name: 'a.png', bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>') },
  { name: 'a.html', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') },
  { name: 'a.jpg', bytes: Buffer.from('<html><body onload=alert(1)>') },
  { name: 'a.exe', bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') },
  { name: 'a.png', bytes: Buffer.from([0x89, 0x50, 0x4e]) },
  { name: 'a.gif', bytes: Buffer.from('GIF8') },
  { name: 'a.zip', bytes: Buffer.from('PK\x03\x04') },
  { name: 'empty.png', bytes: Buffer.alloc(0) },
  { name: 'a.txt', bytes: Buffer.from('hello') },
];

function multipartBody(
  field: string,
  filename: string,
  bytes: Buffer,
  contentType: string,
  boundary: string,
) {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const callerArb = fc.constantFrom<CallerName>(
  'allowed',
  'allowed',
  'allowed',
  'anonymous',
  'not-enabled',
  'forged-token',
);

export function uploadAttack(): fc.Arbitrary<AttackRequest> {
  const wellFormed = fc
    .tuple(
      fc.constantFrom(...HOSTILE_FILES),
      fc.constantFrom('file', 'file', 'other', ''),
      fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream'),
      fc.oneof(
        fc.constantFrom(...UPLOAD_CATEGORIES),
        hostileString.filter((text) => text.length < 500),
      ),
    )
    .map(([file, field, type, folder]) => ({
      payload: multipartBody(field, file.name, file.bytes, type, 'b0und4ry'),
      contentType: 'multipart/form-data; boundary=b0und4ry',
      folder,
      kind: `upload ${file.name} as ${type} in field '${field}'`,
    }));
  const malformed = fc
    .tuple(
      fc.constantFrom(
        {
          payload: Buffer.from('--b0und4ry\r\nContent-Disposition: form-data; name="file"'),
          kind: 'truncated multipart',
        },
        { payload: Buffer.from('no boundary here'), kind: 'garbage multipart' },
        { payload: Buffer.from('--other\r\n\r\n--other--'), kind: 'wrong boundary' },
        { payload: Buffer.alloc(0), kind: 'empty multipart' },
      ),
      fc.constantFrom(...UPLOAD_CATEGORIES),
    )
    .map(([variant, folder]) => ({
      ...variant,
      contentType: 'multipart/form-data; boundary=b0und4ry',
      folder,
    }));
  return fc.tuple(fc.oneof(wellFormed, malformed), callerArb).map(([request, caller]) => ({
    method: 'POST' as const,
    url: '/api/files/upload',
    query: { folder: request.folder },
    contentType: request.contentType,
    payload: request.payload,
    caller,
    kind: request.kind,
  }));
}
