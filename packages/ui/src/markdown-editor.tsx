import { useEffect, useId, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Markdown } from '@tiptap/markdown';
import { classNames } from './class-names.js';
import { FieldError } from './field-error.js';
import { MarkdownToolbar } from './markdown-toolbar.js';

/** How long an emitted value counts as our own echo rather than an outside reset. */
const ECHO_WINDOW_MS = 1000;

/** Props of {@link MarkdownEditor}. */
export interface MarkdownEditorProps {
  /** Visible label; names the editable region. */
  label: string;
  /** Markdown content. */
  value: string;
  /** Called with the new markdown on every edit. */
  onChange(markdown: string): void;
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A rich-text editor (Tiptap) that reads and writes markdown, with a small toolbar for bold,
 * italic, heading and lists.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  error,
  placeholder,
  disabled = false,
  className,
}: MarkdownEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // What we reported recently: a `value` equal to one of them is our own edit coming back (possibly late,
  // while the pupil keeps typing), not a reset, and must not rewind the content.
  const emitted = useRef<{ markdown: string; at: number }[]>([{ markdown: value, at: 0 }]);

  const editor = useEditor({
    extensions: [StarterKit.configure({ underline: false, link: { openOnClick: false } }), Markdown],
    content: value,
    contentType: 'markdown',
    editable: !disabled,
    onUpdate: ({ editor: e }) => {
      // Trailing blank paragraphs (Tiptap keeps one after a list or heading) are not content.
      const markdown = e.getMarkdown().trimEnd();
      const now = Date.now();
      emitted.current = [
        ...emitted.current.filter((entry) => now - entry.at < ECHO_WINDOW_MS),
        { markdown, at: now },
      ];
      onChangeRef.current(markdown);
    },
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'eco-md-editor__content',
      },
    },
  });

  useEffect(() => {
    if (!editor) return;
    // No update event: toggling editability is not an edit (it would mark documents dirty on open).
    editor.setEditable(!disabled, false);
    const attributes: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      class: 'eco-md-editor__content',
    };
    if (error) {
      attributes['aria-invalid'] = 'true';
      attributes['aria-describedby'] = errorId;
    }
    if (disabled) attributes['aria-disabled'] = 'true';
    if (placeholder) attributes['aria-placeholder'] = placeholder;
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, disabled, error, errorId, labelId, placeholder]);

  // Outside changes of `value` (e.g. a form reset) replace the content.
  useEffect(() => {
    if (!editor) return;
    const latest = emitted.current.at(-1)?.markdown;
    const isEcho = emitted.current.some(
      (entry) => entry.markdown === value && Date.now() - entry.at < ECHO_WINDOW_MS,
    );
    if (value === latest || isEcho) return;
    emitted.current = [{ markdown: value, at: 0 }];
    editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false });
  }, [editor, value]);

  const isEmpty = value.trim() === '';
  return (
    <div className={classNames('eco-field', 'eco-md-editor', error && 'eco-field--invalid', className)}>
      <span id={labelId} className="eco-field__label">
        {label}
      </span>
      <div className={classNames('eco-md-editor__frame', disabled && 'eco-md-editor__frame--disabled')}>
        {editor && <MarkdownToolbar editor={editor} disabled={disabled} />}
        <div className="eco-md-editor__area">
          {isEmpty && placeholder && (
            <span className="eco-md-editor__placeholder" aria-hidden="true">
              {placeholder}
            </span>
          )}
          <EditorContent editor={editor} />
        </div>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
