/** The CSS custom property of a token of tokens.ts: ('color', 'accentHover') -> '--eco-color-accent-hover'. */
export function cssVariableOf(prefix: string, key: string): string {
  const kebab = key
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
  return `--eco-${prefix}-${kebab}`;
}
