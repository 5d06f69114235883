import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { UploadCategory } from '@platform/contracts';
import { files } from '../db/schema.js';
import { fileUrl } from '../modules/files/files.service.js';
import { detectFileType } from '../modules/files/file-signature.js';
import type { SeedContext } from './seed-context.js';

type Rgb = [red: number, green: number, blue: number];

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid RGB PNG of one colour with a lighter band across the middle, so it reads as a picture. */
export function solidPng(width: number, height: number, colour: Rgb): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression/filter, no interlace
  const lighter = colour.map((value) => Math.round(value + (255 - value) * 0.5));
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const rowStart = y * (width * 3 + 1); // each row starts with filter byte 0
    const pixel = y > height / 3 && y < (2 * height) / 3 ? lighter : colour;
    for (let x = 0; x < width; x++) rows.set(pixel, rowStart + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * Stores a demo image the way an upload does (storage bytes + `files` row) and returns its `/api/files/<id>`
 * URL. The row is written in the seed transaction; the bytes go to storage first and are listed in
 * `context.storedKeys` so a failed seed can remove them.
 */
export async function seedImage(
  context: SeedContext,
  image: { ownerRef: string; category: UploadCategory; name: string; colour: Rgb },
): Promise<string> {
  const bytes = solidPng(320, 240, image.colour);
  const type = detectFileType(bytes);
  if (type?.kind !== 'image') throw new Error('demo image is not a recognised image');
  const id = randomUUID();
  const storageKey = `${image.category.toLowerCase()}/${id}.${type.extension}`;
  await context.storage.put(storageKey, bytes);
  context.storedKeys.push(storageKey);
  await context.tx.insert(files).values({
    id,
    ownerId: context.ref(image.ownerRef),
    category: image.category,
    storageKey,
    originalName: `${image.name}.${type.extension}`,
    mime: type.mime,
    size: bytes.length,
  });
  return fileUrl(id);
}
