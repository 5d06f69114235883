import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { Button } from './button.js';

describe('Button', () => {
  it('is a primary, medium, non-submitting button by default', async () => {
    const onClick = vi.fn();
    const { container } = render(<Button onClick={onClick}>Salvează</Button>);
    const button = screen.getByRole('button', { name: 'Salvează' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('eco-button', 'eco-button--primary', 'eco-button--md');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('applies variant and size and keeps native attributes', () => {
    render(
      <Button variant="danger" size="lg" type="submit" name="action">
        Șterge
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Șterge' });
    expect(button).toHaveClass('eco-button--danger', 'eco-button--lg');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('name', 'action');
  });

  it('is busy and disabled while loading, and ignores clicks', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Trimite
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Trimite/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByText('Se încarcă…')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('has no aria-busy when not loading', () => {
    render(<Button>Gata</Button>);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });
});
