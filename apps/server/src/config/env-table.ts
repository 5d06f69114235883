import { ENV_VARIABLES } from './env-schema.js';

export const ENV_TABLE_START = '<!-- env-table:start (generated: npm run docs:env -w apps/server) -->';
export const ENV_TABLE_END = '<!-- env-table:end -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The markdown table of every environment variable, as docs/deploy.md holds it. */
export function renderEnvTable(): string {
  const rows = Object.entries(ENV_VARIABLES).map(
    ([name, variable]) =>
      `| \`${name}\` | ${'default' in variable ? `\`${cell(variable.default)}\`` : '(unset)'} | ${cell(variable.doc)} |`,
  );
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** Replaces the table between the markers of a markdown document. */
export function withEnvTable(markdown: string): string {
  const start = markdown.indexOf(ENV_TABLE_START);
  const end = markdown.indexOf(ENV_TABLE_END);
  if (start < 0 || end < start) throw new Error('env-table markers not found');
  return `${markdown.slice(0, start + ENV_TABLE_START.length)}\n${renderEnvTable()}\n${markdown.slice(end)}`;
}
