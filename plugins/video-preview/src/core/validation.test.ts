import { describe, expect, it } from 'vitest';
import { VIDEO_PREVIEW_MESSAGES } from './messages.js';
import { validateVideoPreview, validateVideoPreviewAnswer } from './validation.js';

const data = { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' };

describe('validateVideoPreview', () => {
  it('accepts a supported link', () => {
    expect(validateVideoPreview(data)).toEqual([]);
  });

  it.each(['', 'https://example.com/video.mp4', 'javascript:alert(1)'])(
    'flags %j on videoUrl with the Romanian message',
    (videoUrl) => {
      expect(validateVideoPreview({ videoUrl })).toEqual([
        {
          path: ['videoUrl'],
          code: 'invalid_video_url',
          message: 'Adresa video nu este validă. Folosiți un link YouTube, Vimeo sau un fișier încărcat.',
        },
      ]);
    },
  );
});

describe('validateVideoPreviewAnswer', () => {
  it('accepts a confirmed answer', () => {
    expect(validateVideoPreviewAnswer(data, { watched: true })).toEqual([]);
  });

  it('requires the confirmation', () => {
    expect(validateVideoPreviewAnswer(data, { watched: false })).toEqual([
      { path: ['watched'], code: 'watched_required', message: VIDEO_PREVIEW_MESSAGES.watchedRequired },
    ]);
  });
});
