import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { MarkdownEditor } from './markdown-editor.js';

function Controlled({ initial, onChange }: { initial: string; onChange?: (md: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MarkdownEditor
        label="Conținut"
        value={value}
        onChange={(md) => {
          setValue(md);
          onChange?.(md);
        }}
      />
      <output>{value}</output>
      <button type="button" onClick={() => setValue('# Resetat')}>
        Reset
      </button>
    </>
  );
}

// jsdom has no layout: ProseMirror measures ranges when it scrolls the selection into view.
beforeAll(() => {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

const editable = () => screen.getByRole('textbox', { name: 'Conținut' });

describe('MarkdownEditor', () => {
  it('shows the markdown as rich text in a labelled editable region with a toolbar', async () => {
    const { container } = render(<Controlled initial={'## Titlu\n\nText **gros**'} />);
    await waitFor(() => expect(editable()).toBeInTheDocument());
    expect(editable()).toHaveAttribute('contenteditable', 'true');
    expect(editable().querySelector('h2')).toHaveTextContent('Titlu');
    expect(editable().querySelector('strong')).toHaveTextContent('gros');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatare text' });
    for (const name of ['Îngroșat', 'Cursiv', 'Titlu', 'Listă cu puncte', 'Listă numerotată']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(toolbar.querySelectorAll('button')).toHaveLength(5);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('turns toolbar commands into markdown', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="Baterii" onChange={onChange} />);
    await waitFor(() => expect(editable()).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Listă cu puncte' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^- Baterii$/);
    expect(screen.getByRole('button', { name: 'Listă cu puncte' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Listă cu puncte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Titlu' }));
    expect(onChange).toHaveBeenLastCalledWith('## Baterii');
    await userEvent.click(screen.getByRole('button', { name: 'Titlu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Listă numerotată' }));
    expect(onChange).toHaveBeenLastCalledWith('1. Baterii');
  });

  it('makes the selected text bold and italic with the toolbar and keyboard', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="Baterii" onChange={onChange} />);
    await waitFor(() => expect(editable()).toBeInTheDocument());
    editable().focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Îngroșat' }));
    expect(onChange).toHaveBeenLastCalledWith('**Baterii**');
    expect(screen.getByRole('button', { name: 'Îngroșat' })).toHaveAttribute('aria-pressed', 'true');
    // The toolbar gives focus back to the text (Tiptap focuses on the next animation frame).
    await waitFor(() => expect(editable()).toHaveFocus());
    await userEvent.keyboard('{Control>}i{/Control}');
    expect(onChange).toHaveBeenLastCalledWith('***Baterii***');
  });

  it('keeps the focus in the text when a toolbar button is pressed with the mouse, and the keyboard reaches it', async () => {
    render(<Controlled initial="Baterii" />);
    await waitFor(() => expect(editable()).toBeInTheDocument());
    editable().focus();
    const bold = screen.getByRole('button', { name: 'Îngroșat' });
    // The press is cancelled, so the text keeps the focus and the mark set for the next letters.
    expect(fireEvent.mouseDown(bold)).toBe(false);
    expect(editable()).toHaveFocus();
    bold.focus();
    await userEvent.keyboard('{Enter}');
    expect(bold).toHaveAttribute('aria-pressed', 'true');
  });

  it('replaces the content when the value changes from outside', async () => {
    render(<Controlled initial="Vechi" />);
    await waitFor(() => expect(editable()).toHaveTextContent('Vechi'));
    await act(async () => screen.getByRole('button', { name: 'Reset' }).click());
    expect(editable().querySelector('h1')).toHaveTextContent('Resetat');
  });

  it('marks the region invalid with the error and read-only when disabled', async () => {
    const { container } = render(
      <MarkdownEditor label="Conținut" value="Text" onChange={() => {}} error="Câmp obligatoriu" disabled />,
    );
    await waitFor(() => expect(editable()).toHaveAttribute('contenteditable', 'false'));
    expect(editable()).toHaveAttribute('aria-invalid', 'true');
    expect(editable()).toHaveAccessibleDescription('Câmp obligatoriu');
    screen.getAllByRole('button').forEach((b) => expect(b).toBeDisabled());
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('MarkdownEditor with a late parent', () => {
  // A parent that hands back an older value after the editor moved on (a slow form store).
  function Lagging({ onChange }: { onChange: (md: string) => void }) {
    const [value, setValue] = useState('Baterii');
    return (
      <>
        <MarkdownEditor label="Conținut" value={value} onChange={onChange} />
        <button type="button" onClick={() => setValue('**Baterii**')}>
          Stale
        </button>
        <button type="button" onClick={() => setValue('Text nou')}>
          Reset
        </button>
      </>
    );
  }

  it('keeps what was typed when an older value of its own comes back, and still takes a real reset', async () => {
    const onChange = vi.fn();
    render(<Lagging onChange={onChange} />);
    await waitFor(() => expect(editable()).toBeInTheDocument());
    editable().focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Îngroșat' }));
    await waitFor(() => expect(editable()).toHaveFocus());
    await userEvent.keyboard('{Control>}i{/Control}');
    expect(onChange).toHaveBeenLastCalledWith('***Baterii***');
    // The parent now reports the bold-only value it received earlier: the italic must survive.
    await userEvent.click(screen.getByRole('button', { name: 'Stale' }));
    expect(editable().querySelector('em')).toHaveTextContent('Baterii');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(editable()).toHaveTextContent('Text nou'));
    expect(editable().querySelector('strong')).toBeNull();
  });
});
