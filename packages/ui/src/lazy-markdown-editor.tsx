import { lazy, Suspense } from 'react';
import { classNames } from './class-names.js';
import { FieldError } from './field-error.js';
import { lazyModule } from './lazy-module.js';
import type * as MarkdownEditorModule from './markdown-editor.js';
import type { MarkdownEditorProps } from './markdown-editor.js';
import { Spinner } from './spinner.js';

type EditorModule = typeof MarkdownEditorModule;

const editor = lazyModule<EditorModule>(() => import('./markdown-editor.js'));

/**
 * Fetches the Tiptap editor ahead of its first render (e.g. when an editing page opens). Resolves once
 * it is ready; later renders of {@link MarkdownEditor} then show it at once, without a loading state.
 */
export function preloadMarkdownEditor(): Promise<EditorModule> {
  return editor.preload();
}

const LazyTiptapEditor = lazy(async () => ({ default: (await preloadMarkdownEditor()).MarkdownEditor }));

/**
 * A rich-text editor (Tiptap) that reads and writes markdown, with a small toolbar for bold, italic,
 * heading and lists. Tiptap is loaded on first render: a module that only shows markdown (a slide
 * plugin's View next to its Editor) never makes a pupil download it.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const loaded = editor.loaded;
  if (loaded) return <loaded.MarkdownEditor {...props} />;
  return (
    <Suspense fallback={<MarkdownEditorLoading {...props} />}>
      <LazyTiptapEditor {...props} />
    </Suspense>
  );
}

/** The editor's frame while Tiptap loads: same label and error, announced as loading. */
function MarkdownEditorLoading({ label, error, className }: MarkdownEditorProps) {
  return (
    <div className={classNames('eco-field', 'eco-md-editor', error && 'eco-field--invalid', className)}>
      <span className="eco-field__label">{label}</span>
      <div className="eco-md-editor__frame">
        <div className="eco-md-editor__area">
          <Spinner size="sm" />
        </div>
      </div>
      <FieldError>{error}</FieldError>
    </div>
  );
}
