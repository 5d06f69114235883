// @vitest-environment jsdom
// The browser's own renderer (@platform/ui's, marked + DOMPurify) needs a DOM: it is the reference here, so a
// change to its options fails this test instead of drifting from a copy.
// eslint-disable-next-line no-restricted-imports -- a test's reference, never the server's code
import { renderMarkdown as browserHtml } from '@platform/ui';
import {
  CACHE_CHARACTER_LIMIT,
  learnerMarkdownCacheSize,
  learnerMarkdownHtml,
  renderLearnerMarkdown,
} from './learner-markdown.js';

/** Parsed as a browser parses `innerHTML`, so attribute order and `<br>` versus `<br />` do not count. */
function parsed(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const LESSON_MARKDOWN = [
  '## Bateriile',
  '',
  'Conțin metale **grele** și *toxice*, ~~nu~~ le aruncăm.',
  '',
  '- unu',
  '- doi',
  '',
  '3. Adună',
  '4. Predă',
  '',
  '> Citat',
  '',
  '[Află mai multe](https://example.org "titlu") sau scrie la <mailto:eco@demo.ro>',
  '',
  '![Baterii](https://x.ro/b.png)',
  '',
  '| Material | Coș |',
  '|:--|:-:|',
  '| Hârtie | albastru |',
  '',
  '- [x] gata',
  '- [ ] nu',
  '',
  '```js',
  'const a = 1;',
  '```',
  '',
  'Text <img src="/uploads/a.png"> și <details><summary>Mai mult</summary>Ascuns</details>',
  '',
  'Linie<br>nouă, `cod` și <sub>2</sub>, <sup>3</sup>, <mark>important</mark>.',
].join('\n');

describe('renderLearnerMarkdown', () => {
  it('renders lesson markdown as the browser renderer does', () => {
    const server = renderLearnerMarkdown(LESSON_MARKDOWN);
    expect(parsed(server).isEqualNode(parsed(browserHtml(LESSON_MARKDOWN)))).toBe(true);
    expect(server).toContain('<th align="center">Coș</th>');
    expect(server).toContain('<img src="/uploads/a.png" alt="" />');
  });

  it.each([
    ['a script', 'Salut <script>window.hacked = 1</script>'],
    ['an event handler', '<img src="x" onerror="window.hacked = 1">'],
    ['a javascript: link', '[link](javascript:alert(1))'],
    ['a javascript: link in raw HTML, any case', '<a href=" JaVaScRiPt:alert(1)">x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['a frame', '<iframe src="https://evil.example"></iframe>'],
    ['a style element and attribute', '<style>body{display:none}</style><p style="position:fixed">x</p>'],
    ['svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['a form and a text field', '<form action="https://evil.example"><input type="text" name="p"></form>'],
    ['an object', '<object data="https://evil.example/x.swf"></object>'],
  ])('removes %s', (_name, markdown) => {
    const html = renderLearnerMarkdown(markdown);
    expect(html).not.toMatch(
      /<script|onerror|onload|javascript:|data:text|<iframe|<style|style=|<svg|<form|<object/i,
    );
    expect(html).not.toMatch(/type="text"/);
  });

  it('keeps the text around what it removes', () => {
    expect(renderLearnerMarkdown('Salut <script>alert(1)</script>**lume**')).toBe(
      '<p>Salut <strong>lume</strong></p>\n',
    );
  });
});

describe('learnerMarkdownHtml', () => {
  it('renders every string at the paths, keyed by the source', () => {
    const data = { intro: '# Titlu', steps: [{ text: '*unu*' }, { text: 'doi' }], points: 3 };
    expect(learnerMarkdownHtml(['intro', 'steps.*.text', 'points', 'missing'], data)).toEqual({
      '# Titlu': '<h1>Titlu</h1>\n',
      '*unu*': '<p><em>unu</em></p>\n',
      doi: '<p>doi</p>\n',
    });
  });

  it('gives nothing without paths or without strings at them', () => {
    expect(learnerMarkdownHtml([], { markdown: '# Titlu' })).toBeUndefined();
    expect(learnerMarkdownHtml(['markdown'], { markdown: 7 })).toBeUndefined();
    expect(learnerMarkdownHtml(['markdown'], null)).toBeUndefined();
  });

  it('keeps at most its character limit of rendered markdown, dropping the oldest first', () => {
    const long = (n: number) => `${n} ${'cuvânt '.repeat(2_800)}`; // about 20,000 characters, as an INFO's limit
    let count = 0;
    while (count < 200) learnerMarkdownHtml(['text'], { text: long(count++) });
    const { entries, characters } = learnerMarkdownCacheSize();
    expect(characters).toBeLessThanOrEqual(CACHE_CHARACTER_LIMIT);
    expect(characters).toBeGreaterThan(CACHE_CHARACTER_LIMIT / 2);
    expect(entries).toBeLessThan(200);
    // The newest is still served, and the same HTML as a fresh render.
    expect(learnerMarkdownHtml(['text'], { text: long(199) })).toEqual({
      [long(199)]: renderLearnerMarkdown(long(199)),
    });
  });
});
