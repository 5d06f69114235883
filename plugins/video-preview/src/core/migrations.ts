import type { SlideMigration } from '@platform/slide-sdk';
import { VideoPreviewDataV1Schema, type VideoPreviewData } from './schema.js';
import { isYoutubeId, youtubeWatchUrl } from './video-source.js';

/** v1 `{ youtubeId, description? }` -> v2 `{ videoUrl, text? }`. */
export const migrateV1ToV2: SlideMigration = {
  fromVersion: 1,
  description: 'Replace youtubeId with a videoUrl link and description with text',
  up(data: unknown): VideoPreviewData {
    const parsed = VideoPreviewDataV1Schema.safeParse(data);
    if (!parsed.success) throw new Error('VIDEO_PREVIEW v1 data must be an object with a string youtubeId');
    const { youtubeId, description } = parsed.data;
    const id = youtubeId.trim();
    // Some v1 slides hold a whole link instead of an id; keep it so `validate` can judge it.
    const next: VideoPreviewData = { videoUrl: isYoutubeId(id) ? youtubeWatchUrl(id) : id };
    if (description !== undefined && description.trim() !== '') next.text = description;
    return next;
  },
};

/** Append-only: entry `i` upgrades schema version `i + 1`. */
export const videoPreviewMigrations: readonly SlideMigration[] = [migrateV1ToV2];
