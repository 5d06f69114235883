import type { CSSProperties } from 'react';
import { isPhotoUrl } from './core/schema.js';
import { linkStyle } from './layout.js';

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
  gap: 'var(--eco-space-4)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
};
const figureStyle: CSSProperties = {
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--eco-space-2)',
};
const imageStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '70vh',
  objectFit: 'contain',
  borderRadius: 'var(--eco-radius-md)',
  border: '1px solid var(--eco-color-border)',
  background: 'var(--eco-color-surface-sunken)',
};
const captionStyle: CSSProperties = {
  fontSize: 'var(--eco-font-size-sm)',
  color: 'var(--eco-color-text-muted)',
};

export interface PhotoGalleryProps {
  photoUrls: readonly string[];
  /** Who took the photos, added to the alt texts, e.g. `încărcată de elev`. */
  altSuffix?: string;
}

/** Large photos, one per row on phones, with numbered alt texts and a link to the full-size file. */
export function PhotoGallery({ photoUrls, altSuffix }: PhotoGalleryProps) {
  const total = photoUrls.length;
  return (
    <ul style={gridStyle}>
      {photoUrls.map((url, index) => {
        const name = `Fotografia ${index + 1} din ${total}`;
        return (
          <li key={`${url}-${index}`}>
            <figure style={figureStyle}>
              {isPhotoUrl(url) ? (
                <>
                  <img
                    style={imageStyle}
                    src={url}
                    alt={altSuffix ? `${name} ${altSuffix}` : name}
                    loading="lazy"
                  />
                  <figcaption style={captionStyle}>
                    {name} ·{' '}
                    <a href={url} target="_blank" rel="noreferrer noopener" style={linkStyle}>
                      Deschide la dimensiune completă
                    </a>
                  </figcaption>
                </>
              ) : (
                <figcaption style={captionStyle}>{name}: adresa fotografiei nu este validă.</figcaption>
              )}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
