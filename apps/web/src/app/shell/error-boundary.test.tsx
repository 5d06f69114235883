import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ErrorBoundary } from './error-boundary.js';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>Pagina merge</p>;
}

describe('ErrorBoundary (crash page)', () => {
  it('shows the crash page with retry and home, and retry renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Ceva nu a mers bine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina principală' })).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reîncearcă' }));
    expect(screen.getByText('Pagina merge')).toBeInTheDocument();
  });
});
