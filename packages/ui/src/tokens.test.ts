import { readFileSync } from 'node:fs';
import { tokens } from './tokens.js';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const firstRootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
const cssVariables = new Map(
  [...firstRootBlock.matchAll(/(--eco-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
);

const kebab = (name: string) =>
  name
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

const groups = {
  color: 'color',
  space: 'space',
  radius: 'radius',
  fontSize: 'font-size',
  fontFamily: 'font',
  lineHeight: 'line-height',
  shadow: 'shadow',
  duration: 'duration',
  breakpoint: 'breakpoint',
} as const;

function expectedVariables(): [string, string][] {
  const entries: [string, string][] = [];
  for (const [group, prefix] of Object.entries(groups)) {
    for (const [key, value] of Object.entries(tokens[group as keyof typeof groups])) {
      entries.push([`--eco-${prefix}-${kebab(key)}`, value]);
    }
  }
  entries.push(['--eco-focus-ring', tokens.focusRing], ['--eco-touch-target', tokens.touchTarget]);
  return entries;
}

/** WCAG 2.x relative luminance contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
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

describe('tokens', () => {
  it('tokens.css declares every token of tokens.ts with the same value', () => {
    for (const [name, value] of expectedVariables()) {
      expect(cssVariables.get(name), name).toBe(value);
    }
  });

  it('tokens.css has no colour, space or radius that tokens.ts lacks', () => {
    const expected = new Set(expectedVariables().map(([name]) => name));
    const extra = [...cssVariables.keys()].filter(
      (name) => !expected.has(name) && !name.startsWith('--eco-control'),
    );
    expect(extra).toEqual([]);
  });

  const { color } = tokens;
  // Pairs used by styles.css for text; WCAG AA asks 4.5:1 for normal text.
  it.each([
    ['white on accent (primary button, accent badge)', color.onAccent, color.accent],
    ['accent hover text on white (secondary, ghost)', color.accentHover, color.surface],
    ['accent hover text on accent-50 (ghost hover, picker)', color.accentHover, color.accent50],
    ['text on surface', color.text, color.surface],
    ['muted text on surface', color.textMuted, color.surface],
    ['muted text on sunken surface (disabled input)', color.textMuted, color.surfaceSunken],
    ['danger text on surface (field error)', color.danger, color.surface],
    ['white on danger (danger button)', '#ffffff', color.danger],
    ['danger hover on danger-bg (badge)', color.dangerHover, color.dangerBg],
    ['warning on warning-bg (badge)', color.warning, color.warningBg],
    ['info on info-bg (badge)', color.info, color.infoBg],
    ['accent-900 on success-bg (badge)', color.accent900, color.successBg],
    ['accent-900 on accent-100 (pressed tool)', color.accent900, color.accent100],
    ['text on each alert background', color.text, color.warningBg],
    ['link (info) on surface', color.info, color.surface],
  ])('%s meets WCAG AA', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus colour stands out from white (3:1 for UI components)', () => {
    expect(contrast(color.focus, color.surface)).toBeGreaterThanOrEqual(3);
  });
});
