import type { CSSProperties } from 'react';

/** Vertical rhythm shared by the editor, view and review. */
export const stackStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--eco-space-4)',
  minWidth: 0,
};

/** Outermost element of each component: the platform font, whatever the host page uses. */
export const rootStyle: CSSProperties = {
  ...stackStyle,
  fontFamily: 'var(--eco-font-body)',
  lineHeight: 'var(--eco-line-height-body)',
  color: 'var(--eco-color-text)',
};

export const sectionTitleStyle: CSSProperties = {
  margin: 0,
  fontSize: 'var(--eco-font-size-lg)',
  lineHeight: 'var(--eco-line-height-tight)',
  color: 'var(--eco-color-text)',
};

export const linkStyle: CSSProperties = { color: 'var(--eco-color-accent)', fontWeight: 600 };
