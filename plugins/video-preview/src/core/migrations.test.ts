import { describe, expect, it } from 'vitest';
import { migrateV1ToV2, videoPreviewMigrations } from './migrations.js';
import { VideoPreviewDataSchema } from './schema.js';
import { validateVideoPreview } from './validation.js';

describe('VIDEO_PREVIEW migrations', () => {
  it('is an append-only chain starting at version 1', () => {
    expect(videoPreviewMigrations.map((m) => m.fromVersion)).toEqual([1]);
  });

  it('turns a v1 YouTube id into a valid v2 link and keeps the description as text', () => {
    const next = migrateV1ToV2.up({
      youtubeId: 'dQw4w9WgXcQ',
      description: 'Urmărește cum se reciclează bateriile.',
    });
    expect(next).toEqual({
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      text: 'Urmărește cum se reciclează bateriile.',
    });
    const parsed = VideoPreviewDataSchema.parse(next);
    expect(validateVideoPreview(parsed)).toEqual([]);
  });

  it('drops an empty description', () => {
    expect(migrateV1ToV2.up({ youtubeId: 'dQw4w9WgXcQ', description: '  ' })).toEqual({
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });

  it('keeps a whole link stored in youtubeId so validation can judge it', () => {
    expect(migrateV1ToV2.up({ youtubeId: ' https://youtu.be/dQw4w9WgXcQ ' })).toEqual({
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });

  it.each([null, 'dQw4w9WgXcQ', {}, { youtubeId: 42 }])('refuses data that is not v1: %j', (data) => {
    expect(() => migrateV1ToV2.up(data)).toThrow(/youtubeId/);
  });
});
