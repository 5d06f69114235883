import type { ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';

interface ToolbarAction {
  name: string;
  label: string;
  symbol: ReactNode;
  isActive(editor: Editor): boolean;
  run(editor: Editor): void;
}

const actions: ToolbarAction[] = [
  {
    name: 'bold',
    label: 'Îngroșat',
    symbol: 'B',
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    label: 'Cursiv',
    symbol: 'I',
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'heading',
    label: 'Titlu',
    symbol: 'H',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'bullet-list',
    label: 'Listă cu puncte',
    symbol: (
      <svg viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
        <circle cx="4" cy="5" r="1.8" />
        <circle cx="4" cy="10" r="1.8" />
        <circle cx="4" cy="15" r="1.8" />
        <rect x="8" y="4" width="10" height="2" rx="1" />
        <rect x="8" y="9" width="10" height="2" rx="1" />
        <rect x="8" y="14" width="10" height="2" rx="1" />
      </svg>
    ),
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'ordered-list',
    label: 'Listă numerotată',
    symbol: (
      <svg viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
        <path d="M3 3h1.6v5H3.3V4.3H2.5V3.4zM2.4 13.2q0-1.4 1.4-1.4 1.3 0 1.3 1.1 0 .6-.7 1.2l-.6.5h1.4V15.6H2.4v-.9l1.3-1.2q.3-.3.3-.5 0-.3-.3-.3t-.4.4z" />
        <rect x="8" y="4" width="10" height="2" rx="1" />
        <rect x="8" y="9" width="10" height="2" rx="1" />
        <rect x="8" y="14" width="10" height="2" rx="1" />
      </svg>
    ),
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
          className={`eco-md-editor__tool eco-md-editor__tool--${action.name}`}
          aria-label={action.label}
          title={action.label}
          aria-pressed={active[index] ?? false}
          disabled={disabled}
          // A mouse press must not take the focus from the text: the editor would blur and refocus after the
          // command, and the refocus could drop the bold or italic it had just set for the next letters typed.
          // Keyboard users still reach the buttons with Tab; the command returns the focus to the text.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => action.run(editor)}
        >
          <span aria-hidden="true">{action.symbol}</span>
        </button>
      ))}
    </div>
  );
}
