import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Badge } from './badge.js';

describe('Badge', () => {
  it('is neutral by default and takes a tone', async () => {
    const { container } = render(
      <>
        <Badge>Nou</Badge>
        <Badge tone="accent">Aprobat</Badge>
      </>,
    );
    expect(screen.getByText('Nou')).toHaveClass('eco-badge', 'eco-badge--neutral');
    expect(screen.getByText('Aprobat')).toHaveClass('eco-badge--accent');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
