import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { ProgressBar } from './progress-bar.js';

describe('ProgressBar', () => {
  it('exposes value, range and label', async () => {
    const { container } = render(
      <ProgressBar value={3} max={10} label="Progres lecție" valueText="3 din 10" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Progres lecție' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '3 din 10');
    expect(container.querySelector<HTMLElement>('.eco-progress__fill')?.style.width).toBe('30%');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('clamps the value and defaults the text to a percentage', () => {
    render(<ProgressBar value={15} max={10} label="Gata" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
  });
});
