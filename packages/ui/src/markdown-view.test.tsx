import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MarkdownView, renderMarkdown } from './markdown-view.js';

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
});
