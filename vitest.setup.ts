import '@testing-library/jest-dom/vitest';

// @platform/ui loads its Tiptap MarkdownEditor lazily (it stays out of pupils' bundles); tests render it
// at once, as the editing pages do after preloading it.
if (typeof window !== 'undefined') {
  const { preloadMarkdownEditor } = await import('./packages/ui/src/lazy-markdown-editor.js');
  await preloadMarkdownEditor();
}
