import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';

interface ToolbarAction {
  label: string;
  symbol: string;
  isActive(editor: Editor): boolean;
  run(editor: Editor): void;
}

const actions: ToolbarAction[] = [
  {
    label: 'Îngroșat',
    symbol: 'B',
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Cursiv',
    symbol: 'I',
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Titlu',
    symbol: 'H',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Listă cu puncte',
    symbol: '•',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Listă numerotată',
    symbol: '1.',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/** Formatting buttons of the markdown editor (internal). */
export function MarkdownToolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const active = useEditorState({ editor, selector: ({ editor: e }) => actions.map((a) => a.isActive(e)) });
  return (
    <div className="eco-md-editor__toolbar" role="toolbar" aria-label="Formatare text">
      {actions.map((action, index) => (
        <button
          key={action.label}
          type="button"
          className="eco-md-editor__tool"
          aria-label={action.label}
          title={action.label}
          aria-pressed={active[index] ?? false}
          disabled={disabled}
          onClick={() => action.run(editor)}
        >
          <span aria-hidden="true">{action.symbol}</span>
        </button>
      ))}
    </div>
  );
}
