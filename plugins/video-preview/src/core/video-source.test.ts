import { describe, expect, it } from 'vitest';
import { parseVideoUrl, videoEmbedUrl } from './video-source.js';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('reads the YouTube id of %s', (url) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'youtube', id: ID });
  });

  it.each([
    ['https://vimeo.com/76979871', { kind: 'vimeo', id: '76979871' }],
    ['vimeo.com/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/a1b2c3d4e5', { kind: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' }],
    ['https://player.vimeo.com/video/76979871', { kind: 'vimeo', id: '76979871' }],
    [
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
      { kind: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' },
    ],
  ])('reads the Vimeo id of %s', (url, expected) => {
    expect(parseVideoUrl(url)).toEqual(expected);
  });

  it('accepts a file stored by the platform', () => {
    expect(parseVideoUrl('/api/files/LESSON_IMAGES/reciclare.mp4')).toEqual({
      kind: 'file',
      url: '/api/files/LESSON_IMAGES/reciclare.mp4',
    });
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)//youtube.com/watch?v=dQw4w9WgXcQ',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    `ftp://youtube.com/watch?v=${ID}`,
    `https://evil.example/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://user:pass@youtube.com/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ<script>',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC1234567890',
    'https://youtu.be/',
    'https://vimeo.com/abc',
    'https://vimeo.com/76979871/not-a-hash!',
    'https://evilvimeo.com/76979871',
    '/api/files/../secrets.mp4',
    '//evil.example/api/files/video.mp4',
    '/api/files//evil.example/video.mp4',
    '/uploads/video.mp4',
    '/api/files/"onerror="alert(1).mp4',
    'youtube',
  ])('rejects %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it('embeds YouTube without tracking cookies', () => {
    expect(videoEmbedUrl({ kind: 'youtube', id: ID })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    );
  });

  it('embeds Vimeo, with the hash of unlisted videos', () => {
    expect(videoEmbedUrl({ kind: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl({ kind: 'vimeo', id: '76979871', hash: 'a1b2c3' })).toBe(
      'https://player.vimeo.com/video/76979871?h=a1b2c3',
    );
  });

  it('plays stored files directly', () => {
    expect(videoEmbedUrl({ kind: 'file', url: '/api/files/x.mp4' })).toBe('/api/files/x.mp4');
  });
});
