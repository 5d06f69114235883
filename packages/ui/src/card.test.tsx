import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Card } from './card.js';

describe('Card', () => {
  it('renders the requested element', async () => {
    const { container } = render(
      <Card as="article" className="extra">
        <h2>Lecția 1</h2>
      </Card>,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveClass('eco-card', 'extra');
    expect(render(<Card>x</Card>).container.firstElementChild?.tagName).toBe('DIV');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
