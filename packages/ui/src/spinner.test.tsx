import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Spinner } from './spinner.js';

describe('Spinner', () => {
  it('announces loading in Romanian', async () => {
    const { container } = render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă…');
    expect(screen.getByText('Se încarcă…')).toHaveClass('eco-visually-hidden');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('takes another label and a size', () => {
    render(<Spinner label="Se trimite" size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Se trimite');
    expect(screen.getByRole('status')).toHaveClass('eco-spinner--lg');
  });
});
