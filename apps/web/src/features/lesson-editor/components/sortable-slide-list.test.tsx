import { act, fireEvent, render, screen } from '@testing-library/react';
import { infoSlides } from '../state/info-slides.fixture.js';
import { SortableSlideList } from './sortable-slide-list.js';

const ROW_HEIGHT = 100;
const items = infoSlides(['a', 'b', 'c']);

// jsdom has no layout: give each row a box by its position so dnd-kit's keyboard coordinates can work.
function stubLayout() {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest('li');
    const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
    const top = index * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height: ROW_HEIGHT - 10,
      right: 300,
      bottom: top + ROW_HEIGHT - 10,
      toJSON: () => ({}),
    } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

describe('SortableSlideList', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubLayout();
  });
  afterEach(() => restore());

  it('reorders by keyboard: Space picks the handle up, ArrowDown moves, Space drops', async () => {
    const onMove = vi.fn();
    render(
      <SortableSlideList
        items={items}
        label="Slide-uri"
        onMove={onMove}
        renderRow={({ item, handleProps }) => (
          <button type="button" aria-label={`Mută ${item.key}`} {...handleProps}>
            {item.key}
          </button>
        )}
      />,
    );
    const handle = screen.getByRole('button', { name: 'Mută a' });
    handle.focus();
    const press = async (code: string, key: string) => {
      await act(async () => {
        fireEvent.keyDown(document.activeElement ?? handle, { code, key });
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    };
    await press('Space', ' ');
    await press('ArrowDown', 'ArrowDown');
    await press('Space', ' ');
    expect(onMove).toHaveBeenCalledWith(0, 1);
  });
});
