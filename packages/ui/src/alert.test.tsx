import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Alert } from './alert.js';

describe('Alert', () => {
  it.each(['info', 'success', 'warning'] as const)('uses role status for the %s tone', async (tone) => {
    const { container } = render(
      <Alert tone={tone} title="Salvat">
        Răspunsul a fost trimis.
      </Alert>,
    );
    const alert = screen.getByRole('status');
    expect(alert).toHaveClass(`eco-alert--${tone}`);
    expect(alert.textContent).toBe('SalvatRăspunsul a fost trimis.');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('uses role alert for danger', () => {
    render(<Alert tone="danger">Eroare la salvarea răspunsului</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Eroare la salvarea răspunsului');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
