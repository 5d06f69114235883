import { render, screen } from '@testing-library/react';
import { MarkdownEditor, preloadMarkdownEditor } from './lazy-markdown-editor.js';

describe('MarkdownEditor (loaded on first use)', () => {
  it('fetches Tiptap once, however often it is preloaded', async () => {
    const first = preloadMarkdownEditor();
    expect(preloadMarkdownEditor()).toBe(first);
    expect((await first).MarkdownEditor).toBeTypeOf('function');
  });

  it('renders the editor at once after a preload, labelled and with the markdown', async () => {
    await preloadMarkdownEditor();
    render(<MarkdownEditor label="Conținut" value="Bateriile sunt **periculoase**" onChange={() => {}} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const editor = await screen.findByRole('textbox', { name: 'Conținut' });
    expect(editor.querySelector('strong')).toHaveTextContent('periculoase');
  });
});
