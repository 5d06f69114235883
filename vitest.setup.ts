import '@testing-library/jest-dom/vitest';

// @platform/ui loads its Tiptap MarkdownEditor and its browser markdown renderer lazily (they stay out of
// pupils' bundles); tests render them at once, as the authoring pages do after preloading them. The lazy
// paths themselves are tested in packages/ui (lazy-markdown-editor.test.tsx, markdown-view.test.tsx).
if (typeof window !== 'undefined') {
  // Waits for what the user waits for (findBy*, waitFor) allow 5 s instead of Testing Library's 1 s: on a
  // 2-core machine busy with other suites, a debounced filter's request or a lazy page took longer than 1 s
  // (two dom tests failed so on 2026-12-01). A passing wait returns as soon as it holds.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
  const { preloadMarkdownEditor } = await import('./packages/ui/src/lazy-markdown-editor.js');
  const { preloadMarkdownRenderer } = await import('./packages/ui/src/markdown-view.js');
  await Promise.all([preloadMarkdownEditor(), preloadMarkdownRenderer()]);
}
