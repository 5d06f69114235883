/** Where a VIDEO_PREVIEW slide's video comes from, parsed from the author's link. */
export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string; hash?: string }
  | { kind: 'file'; url: string };

/** Path prefix of files stored by the platform (`POST /api/files/upload` answers with such URLs). */
export const UPLOADED_FILE_PATH_PREFIX = '/api/files/';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
// Authors often paste links without the scheme; only these hosts get `https://` added.
const SCHEMELESS_KNOWN_HOST =
  /^(?:(?:www|m)\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com|player\.vimeo\.com)\//i;
// A stored file path: no traversal, no protocol-relative `//`, no whitespace or quotes.
const FILE_PATH = /^\/api\/files\/[^\s"'<>\\]+$/;
const isSafeFilePath = (path: string): boolean =>
  FILE_PATH.test(path) && !path.includes('..') && !path.includes('//');

function toUrl(raw: string): URL | null {
  const text = SCHEMELESS_KNOWN_HOST.test(raw) ? `https://${raw}` : raw;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function parseYoutube(url: URL): VideoSource | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (!YOUTUBE_HOSTS.has(host)) return null;
  else if (segments[0] === 'watch' && segments.length === 1) id = url.searchParams.get('v');
  else if (['shorts', 'embed', 'live'].includes(segments[0] ?? '') && segments.length === 2) id = segments[1];
  return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : null;
}

function parseVimeo(url: URL): VideoSource | null {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | undefined;
  if (host === 'player.vimeo.com') {
    if (segments[0] !== 'video' || segments.length !== 2) return null;
    id = segments[1];
    hash = url.searchParams.get('h') ?? undefined;
  } else {
    // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID
    const start = segments[0] === 'channels' && segments.length >= 3 ? 2 : 0;
    id = segments[start];
    hash = segments[start + 1];
    if (segments.length > start + 2) return null;
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash !== undefined && !VIMEO_HASH.test(hash)) return null;
  return hash ? { kind: 'vimeo', id, hash: hash.toLowerCase() } : { kind: 'vimeo', id };
}

/**
 * Parses a video link typed by an author. Accepts YouTube (`youtube.com/watch?v=`, `youtu.be/`,
 * `youtube.com/shorts/`, `/embed/`, `/live/`), Vimeo (`vimeo.com/ID`, unlisted `vimeo.com/ID/HASH`,
 * `player.vimeo.com/video/ID`) and files stored by the platform (`/api/files/...`).
 * Anything else, including `javascript:` and `data:` URLs and other hosts, gives `null`.
 */
export function parseVideoUrl(input: unknown): VideoSource | null {
  // Editors also render invalid stored data, where the field may be missing.
  if (typeof input !== 'string') return null;
  const raw = input.trim();
  if (raw === '') return null;
  if (raw.startsWith('/')) return isSafeFilePath(raw) ? { kind: 'file', url: raw } : null;
  const url = toUrl(raw);
  if (!url || url.username || url.password) return null;
  return parseYoutube(url) ?? parseVimeo(url);
}

/** The address to load in the slide: a privacy-friendly embed player for YouTube and Vimeo, the file itself otherwise. */
export function videoEmbedUrl(source: VideoSource): string {
  switch (source.kind) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${source.id}?rel=0`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${source.id}${source.hash ? `?h=${source.hash}` : ''}`;
    case 'file':
      return source.url;
  }
}

/** Canonical watch link of a YouTube video id, used by the v1 -> v2 migration. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** Whether `id` has the shape of a YouTube video id (11 characters of `A-Z a-z 0-9 _ -`). */
export function isYoutubeId(id: string): boolean {
  return YOUTUBE_ID.test(id);
}
