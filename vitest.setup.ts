import '@testing-library/jest-dom/vitest';

// @platform/ui loads its Tiptap MarkdownEditor and its browser markdown renderer lazily (they stay out of
// pupils' bundles); tests render them at once, as the authoring pages do after preloading them. The lazy
// paths themselves are tested in packages/ui (lazy-markdown-editor.test.tsx, markdown-view.test.tsx).
if (typeof window !== 'undefined') {
  const { preloadMarkdownEditor } = await import('./packages/ui/src/lazy-markdown-editor.js');
  const { preloadMarkdownRenderer } = await import('./packages/ui/src/markdown-view.js');
  await Promise.all([preloadMarkdownEditor(), preloadMarkdownRenderer()]);
}
