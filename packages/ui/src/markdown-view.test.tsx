import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderMarkdown } from './markdown-render.js';
import { MarkdownHtmlProvider, MarkdownView } from './markdown-view.js';

describe('MarkdownView', () => {
  it('renders markdown as HTML', async () => {
    const { container } = render(
      <MarkdownView markdown={'## Reciclare\n\nBateriile sunt **periculoase**.\n\n- unu\n- doi'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Reciclare' })).toBeInTheDocument();
    expect(screen.getByText('periculoase').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.firstChild).toHaveClass('eco-markdown');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('strips scripts, event handlers and javascript: links', () => {
    const payload =
      'Salut <script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1"> [link](javascript:alert(1))';
    const { container } = render(<MarkdownView markdown={payload} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect(screen.getByText(/Salut/)).toBeInTheDocument();
  });

  it('renderMarkdown returns the sanitized HTML', () => {
    expect(renderMarkdown('*a*<iframe src="https://evil"></iframe>')).toBe('<p><em>a</em></p>\n');
  });

  it("shows the server's HTML for its exact source", () => {
    const { container } = render(
      <MarkdownHtmlProvider html={{ '## Baterii': '<h2>Baterii (server)</h2>' }}>
        <MarkdownView markdown="## Baterii" />
      </MarkdownHtmlProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Baterii (server)' })).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('eco-markdown');
  });

  it("renders in the browser a source the server's HTML does not have, prototype keys included", () => {
    render(
      <MarkdownHtmlProvider html={{ '## Altceva': '<h2>Altceva</h2>' }}>
        <MarkdownView markdown="## Baterii" />
        <MarkdownView markdown="constructor" />
      </MarkdownHtmlProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Baterii' })).toBeInTheDocument();
    expect(screen.getByText('constructor').tagName).toBe('P');
  });
});

/** A fresh copy of the module, with its renderer not yet loaded (the setup file preloads the shared one). */
async function freshMarkdownView(renderModule: () => { renderMarkdown(markdown: string): string }) {
  vi.resetModules();
  vi.doMock('./markdown-render.js', renderModule);
  return import('./markdown-view.js');
}

describe('MarkdownView before its renderer is loaded', () => {
  afterEach(() => {
    vi.doUnmock('./markdown-render.js');
    vi.resetModules();
  });

  it("never downloads the renderer when the server's HTML has the source", async () => {
    const loadRenderer = vi.fn(() => ({ renderMarkdown: () => '<p>browser</p>' }));
    const fresh = await freshMarkdownView(loadRenderer);
    render(
      <fresh.MarkdownHtmlProvider html={{ 'Text **gras**': '<p>Text <strong>gras</strong></p>' }}>
        <fresh.MarkdownView markdown="Text **gras**" />
      </fresh.MarkdownHtmlProvider>,
    );
    expect(screen.getByText('gras').tagName).toBe('STRONG');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadRenderer).not.toHaveBeenCalled();
  });

  it('is busy until the renderer arrives, then shows the HTML', async () => {
    const fresh = await freshMarkdownView(() => ({
      renderMarkdown: (markdown: string) => `<h2>${markdown}</h2>`,
    }));
    const { container } = render(<fresh.MarkdownView markdown="Baterii" />);
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Baterii' })).toBeInTheDocument();
    expect(container.firstChild).not.toHaveAttribute('aria-busy');
  });

  it('shows the source as text when the renderer cannot be downloaded, and tries again next time', async () => {
    let attempts = 0;
    const fresh = await freshMarkdownView(() => {
      attempts += 1;
      throw new Error('offline');
    });
    const { container } = render(<fresh.MarkdownView markdown={'## Baterii\nrând doi'} />);
    expect(await screen.findByText(/## Baterii/)).toHaveClass('eco-markdown--plain');
    expect(container.firstChild).toHaveTextContent('## Baterii rând doi');
    await expect(fresh.preloadMarkdownRenderer()).rejects.toThrow();
    expect(attempts).toBe(2);
  });
});
