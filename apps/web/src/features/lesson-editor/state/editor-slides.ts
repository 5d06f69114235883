import type { LessonSlide } from '@platform/contracts';

/**
 * One slide in the editor. `slide` is the stored shape verbatim (unknown or invalid slides included), so
 * saving writes back exactly what was loaded unless the author changed that slide. `key` is local only.
 */
export interface EditorSlide {
  key: string;
  slide: LessonSlide;
}

export type SlidesAction =
  | { type: 'replace'; slides: EditorSlide[] }
  | { type: 'add'; slide: EditorSlide }
  | { type: 'remove'; key: string }
  | { type: 'move'; from: number; to: number }
  | { type: 'update'; key: string; slide: Omit<LessonSlide, 'id' | 'number'> };

function renumber(slides: EditorSlide[]): EditorSlide[] {
  return slides.map((item, index) =>
    item.slide.number === index + 1 ? item : { ...item, slide: { ...item.slide, number: index + 1 } },
  );
}

/** The slide list: add at the end, remove, move (drag, keyboard or buttons) and update one slide's envelope. */
export function slidesReducer(state: EditorSlide[], action: SlidesAction): EditorSlide[] {
  switch (action.type) {
    case 'replace':
      return action.slides;
    case 'add':
      return renumber([...state, action.slide]);
    case 'remove':
      return renumber(state.filter((item) => item.key !== action.key));
    case 'move': {
      const { from, to } = action;
      if (from === to || from < 0 || to < 0 || from >= state.length || to >= state.length) return state;
      const next = [...state];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return renumber(next);
    }
    case 'update':
      return state.map((item) =>
        item.key === action.key
          ? { ...item, slide: { ...action.slide, id: item.slide.id, number: item.slide.number } }
          : item,
      );
  }
}

let nextKey = 0;
/** A local key for React and @dnd-kit (stored ids are absent on new slides). */
export function newSlideKey(): string {
  nextKey += 1;
  return `slide-${nextKey}`;
}
