import type { CSSProperties } from 'react';

/** Vertical rhythm shared by the editor, view and review. */
export const stackStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--eco-space-4)',
  minWidth: 0,
};

export const sectionTitleStyle: CSSProperties = {
  margin: 0,
  fontSize: 'var(--eco-font-size-lg)',
  lineHeight: 'var(--eco-line-height-tight)',
  color: 'var(--eco-color-text)',
};
