import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { infoSlides } from '../state/info-slides.fixture.js';
import { SlideStrip } from './slide-strip.js';

const items = infoSlides(['a', 'b', 'c', 'd']);

function Strip() {
  const [selectedKey, setSelectedKey] = useState<string | null>('a');
  return (
    <SlideStrip
      items={items}
      selectedKey={selectedKey}
      invalidKeys={new Set()}
      onSelect={setSelectedKey}
      onMove={() => {}}
    />
  );
}

const row = (n: number) => screen.getByRole('button', { name: new RegExp(`^Slide ?${n} ?:`) });

describe('SlideStrip keyboard', () => {
  it('two arrow presses in the same frame go two rows down (the second press starts from the new row)', () => {
    render(<Strip />);
    row(1).focus();
    // No frame passes between the presses, as with key repeat or a fast hand.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(row(3)).toHaveAttribute('aria-current', 'true');
    expect(row(3)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(row(2)).toHaveAttribute('aria-current', 'true');
    expect(row(2)).toHaveFocus();
  });

  it('stops at the ends of the list', () => {
    render(<Strip />);
    row(1).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(row(1)).toHaveAttribute('aria-current', 'true');
    expect(row(1)).toHaveFocus();
  });
});
