import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

// Storybook indexes stories statically (no code runs), so the export pattern of a stories file matters.
const indexedStories = (code: string) =>
  loadCsf(code, {
    fileName: 'plugins/demo/src/demo.stories.tsx',
    makeTitle: (title) => title ?? 'auto',
  }).parse();

describe('Storybook indexing of generated stories', () => {
  it('indexes one named export per story with a literal title (the documented pattern)', () => {
    const csf = indexedStories(`
      const stories = createSlideStories(plugin, fixtures);
      const meta = { ...stories.meta, title: 'plugins/Demo' };
      export default meta;
      export const EditorEmpty = stories.EditorEmpty;
      export const ViewReview = stories.ViewReview;
    `);
    expect(csf.meta.title).toBe('plugins/Demo');
    expect(Object.keys(csf._stories)).toEqual(['EditorEmpty', 'ViewReview']);
  });

  it('does not index destructured exports, which is why the guide forbids them', () => {
    const csf = indexedStories(`
      const meta = { title: 'plugins/Demo' };
      export default meta;
      export const { EditorEmpty, ViewReview } = createSlideStories(plugin, fixtures);
    `);
    expect(Object.keys(csf._stories)).toEqual([]);
  });

  it('refuses a default export that is not an object literal', () => {
    expect(() =>
      indexedStories(
        `const s = createSlideStories(p, f); export default s.meta; export const A = s.EditorEmpty;`,
      ),
    ).toThrow(/default export must be an object/);
  });
});
