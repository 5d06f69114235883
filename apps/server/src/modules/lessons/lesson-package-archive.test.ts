import { strToU8, zipSync, type Zippable } from 'fflate';
import { LessonPackageError, readLessonArchive, writeLessonArchive } from './lesson-package-archive.js';

const LIMITS = { maxEntries: 5, maxFileBytes: 1000, maxTotalBytes: 2500 };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** Rewrites the uncompressed size every header of a one-file zip declares (a lying archive). */
function lieAboutSize(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i < out.length - 4; i += 1) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, size, true); // local file header
    if (signature === 0x02014b50) view.setUint32(i + 24, size, true); // central directory entry
  }
  return out;
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(LessonPackageError);
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('readLessonArchive', () => {
  it('reads what writeLessonArchive wrote', () => {
    const zip = writeLessonArchive('{"a":1}', new Map([['files/a.png', PNG]]));
    const entries = readLessonArchive(zip, LIMITS);
    expect(new TextDecoder().decode(entries.get('lesson.json'))).toBe('{"a":1}');
    expect(entries.get('files/a.png')).toEqual(PNG);
  });

  it('counts inflated bytes, whatever size the archive declares', () => {
    const honest = zipSync({ 'files/a.png': [new Uint8Array(50_000), { level: 9 }] });
    expect(refusal(() => readLessonArchive(honest, LIMITS))).toMatch(/volum prea mare/);
    const lying = lieAboutSize(honest, 10);
    expect(refusal(() => readLessonArchive(lying, LIMITS))).toMatch(/volum prea mare/);
  });

  it('caps the total of all files', () => {
    const files: Zippable = Object.fromEntries(
      [0, 1, 2].map((i) => [`files/${i}.png`, [new Uint8Array(900), { level: 9 as const }]]),
    );
    expect(refusal(() => readLessonArchive(zipSync(files), LIMITS))).toMatch(/volum prea mare/);
  });

  it('refuses climbing, absolute, unexpected, too many and non-zip input', () => {
    expect(refusal(() => readLessonArchive(zipSync({ '../x.png': PNG }), LIMITS))).toMatch(/cale nepermisă/);
    expect(refusal(() => readLessonArchive(zipSync({ 'a/./b.png': PNG }), LIMITS))).toMatch(/cale nepermisă/);
    expect(refusal(() => readLessonArchive(zipSync({ 'files/x.exe': PNG }), LIMITS))).toMatch(/neașteptat/);
    const many = Object.fromEntries([0, 1, 2, 3, 4, 5].map((i) => [`files/${i}.png`, PNG]));
    expect(refusal(() => readLessonArchive(zipSync(many), LIMITS))).toMatch(/prea multe/);
    expect(refusal(() => readLessonArchive(strToU8('PK not really a zip at all'), LIMITS))).toMatch(/validă/);
  });
});
