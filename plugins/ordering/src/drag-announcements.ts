import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** Romanian texts read by screen readers while an item is dragged with the keyboard. */
export function dragAnnouncements(
  textOf: (id: string) => string,
  positionOf: (id: string) => number,
): Announcements {
  return {
    onDragStart: ({ active }) =>
      `Ai ridicat „${textOf(String(active.id))}”, poziția ${positionOf(String(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `„${textOf(String(active.id))}” este acum pe poziția ${positionOf(String(over.id))}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Ai așezat „${textOf(String(active.id))}” pe poziția ${positionOf(String(over.id))}.`
        : undefined,
    onDragCancel: ({ active }) => `Mutarea lui „${textOf(String(active.id))}” a fost anulată.`,
  };
}

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'Apăsați Spațiu sau Enter ca să ridicați elementul, săgețile ca să îl mutați, apoi Spațiu sau Enter ca să îl așezați. Escape anulează.',
};
