import { tokens } from './tokens.js';

/** WCAG 2.x relative luminance contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface TextColourPair {
  /** Where styles.css puts this text colour on this background. */
  use: string;
  foreground: string;
  background: string;
}

const { color } = tokens;

/**
 * The text/background pairs styles.css uses: the tests hold each to WCAG AA (4.5:1) and the design tokens
 * page in Storybook shows their ratios, so both read the same list.
 */
export const TEXT_COLOUR_PAIRS: readonly TextColourPair[] = [
  {
    use: 'white on accent (primary button, accent badge)',
    foreground: color.onAccent,
    background: color.accent,
  },
  {
    use: 'accent hover text on white (secondary, ghost)',
    foreground: color.accentHover,
    background: color.surface,
  },
  {
    use: 'accent hover text on accent-50 (ghost hover, picker)',
    foreground: color.accentHover,
    background: color.accent50,
  },
  { use: 'text on surface', foreground: color.text, background: color.surface },
  { use: 'muted text on surface', foreground: color.textMuted, background: color.surface },
  {
    use: 'muted text on sunken surface (disabled input)',
    foreground: color.textMuted,
    background: color.surfaceSunken,
  },
  { use: 'danger text on surface (field error)', foreground: color.danger, background: color.surface },
  { use: 'white on danger (danger button)', foreground: '#ffffff', background: color.danger },
  { use: 'danger hover on danger-bg (badge)', foreground: color.dangerHover, background: color.dangerBg },
  { use: 'warning on warning-bg (badge)', foreground: color.warning, background: color.warningBg },
  { use: 'info on info-bg (badge)', foreground: color.info, background: color.infoBg },
  { use: 'accent-900 on success-bg (badge)', foreground: color.accent900, background: color.successBg },
  {
    use: 'accent-900 on accent-100 (pressed tool)',
    foreground: color.accent900,
    background: color.accent100,
  },
  { use: 'text on each alert background', foreground: color.text, background: color.warningBg },
  { use: 'link (info) on surface', foreground: color.info, background: color.surface },
];
