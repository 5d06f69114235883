import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { VisuallyHidden } from './visually-hidden.js';

describe('VisuallyHidden', () => {
  it('hides text visually only', async () => {
    const { container } = render(
      <button type="button">
        ×<VisuallyHidden>Închide</VisuallyHidden>
      </button>,
    );
    expect(screen.getByText('Închide')).toHaveClass('eco-visually-hidden');
    expect(screen.getByRole('button')).toHaveAccessibleName('×Închide');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
