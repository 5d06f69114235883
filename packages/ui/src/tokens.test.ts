import { readFileSync } from 'node:fs';
import { contrastRatio as contrast, TEXT_COLOUR_PAIRS } from './contrast.js';
import { cssVariableOf } from './token-names.js';
import { tokens } from './tokens.js';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const firstRootBlock = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
const cssVariables = new Map(
  [...firstRootBlock.matchAll(/(--eco-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
);

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
      entries.push([cssVariableOf(prefix, key), value]);
    }
  }
  entries.push(['--eco-focus-ring', tokens.focusRing], ['--eco-touch-target', tokens.touchTarget]);
  return entries;
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

  // Pairs used by styles.css for text; WCAG AA asks 4.5:1 for normal text.
  it.each(TEXT_COLOUR_PAIRS.map((pair) => [pair.use, pair.foreground, pair.background] as const))(
    '%s meets WCAG AA',
    (_name, foreground, background) => {
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('the focus colour stands out from white (3:1 for UI components)', () => {
    expect(contrast(tokens.color.focus, tokens.color.surface)).toBeGreaterThanOrEqual(3);
  });
});
