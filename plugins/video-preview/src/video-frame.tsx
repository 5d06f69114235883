import type { CSSProperties } from 'react';
import { videoEmbedUrl, type VideoSource } from './core/video-source.js';

const frameStyle: CSSProperties = {
  position: 'relative',
  width: '100%',
  // On wide screens the player stays small enough for the confirmation to be seen below it.
  maxWidth: 'min(960px, calc(70vh * 16 / 9))',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: 'var(--eco-radius-lg)',
  background: 'var(--eco-color-surface-sunken)',
  boxShadow: 'var(--eco-shadow-sm)',
};
const mediaStyle: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
};

const providerName: Record<VideoSource['kind'], string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  file: 'încărcat',
};

/** Accessible name of the player: the slide title when there is one, else the provider. */
export function videoFrameTitle(source: VideoSource, title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `Videoclip: ${trimmed}` : `Videoclip ${providerName[source.kind]}`;
}

export interface VideoFrameProps {
  source: VideoSource;
  title?: string;
  /** Smaller player, e.g. the editor's preview. */
  compact?: boolean;
}

/** A responsive 16:9 player: the provider's embed for YouTube and Vimeo, a native player for stored files. */
export function VideoFrame({ source, title, compact = false }: VideoFrameProps) {
  const name = videoFrameTitle(source, title);
  const src = videoEmbedUrl(source);
  return (
    <div style={compact ? { ...frameStyle, maxWidth: '480px' } : frameStyle}>
      {source.kind === 'file' ? (
        <video
          style={{ ...mediaStyle, background: 'var(--eco-color-text)' }}
          src={src}
          controls
          preload="metadata"
          playsInline
          aria-label={name}
        >
          <a href={src}>Descarcă videoclipul</a>
        </video>
      ) : (
        <iframe
          style={mediaStyle}
          src={src}
          title={name}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
