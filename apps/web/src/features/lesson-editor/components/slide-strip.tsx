import { Suspense, useRef, type KeyboardEvent, type Ref } from 'react';
import { lazySlideParts, slideRegistry } from '../../../slides/index.js';
import { EDITOR_MESSAGES as M } from '../lesson-editor-messages.js';
import type { EditorSlide } from '../state/editor-slides.js';
import { slideFirstWords } from '../state/slide-summary.js';
import { SortableSlideList } from './sortable-slide-list.js';

export interface SlideStripProps {
  items: readonly EditorSlide[];
  selectedKey: string | null;
  /** Keys of the slides whose data fails their plugin's rules. */
  invalidKeys: ReadonlySet<string>;
  onSelect(key: string): void;
  onMove(from: number, to: number): void;
}

function TypeIcon({ type }: { type: string }) {
  if (!slideRegistry.get(type)) return <span className="slide-strip__icon" aria-hidden="true" />;
  const { Icon } = lazySlideParts(type);
  return (
    <Suspense fallback={<span className="slide-strip__icon" />}>
      <Icon className="slide-strip__icon" />
    </Suspense>
  );
}

/**
 * The compact, reorderable slide list: number, type icon, first words and a validation mark per row.
 * Up/down arrows go through the rows, Alt+up/down moves the selected slide; the handle drags (or Space).
 */
export function SlideStrip({ items, selectedKey, invalidKeys, onSelect, onMove }: SlideStripProps) {
  const rowRefs = useRef(new Map<string, HTMLButtonElement>());
  // A moved row is focused after React re-orders it; a row that only becomes selected is focused at once, so a
  // second arrow press (key repeat, a fast hand) starts from the new row rather than the old one.
  const focusRowAfterMove = (key: string) => requestAnimationFrame(() => rowRefs.current.get(key)?.focus());
  const focusRowNow = (key: string) => rowRefs.current.get(key)?.focus();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const target = index + step;
    if (target < 0 || target >= items.length) return;
    const key = items[index]!.key;
    if (event.altKey) {
      onMove(index, target);
      focusRowAfterMove(key);
    } else {
      onSelect(items[target]!.key);
      focusRowNow(items[target]!.key);
    }
  };
  return (
    <>
      <p className="slide-strip__hint" id="slide-strip-hint">
        {M.stripHint}
      </p>
      <SortableSlideList
        items={items}
        onMove={onMove}
        label={M.slides}
        renderRow={({ item, index, handleProps }) => {
          const n = index + 1;
          const name = slideRegistry.get(item.slide.type)?.displayName ?? M.unknownSlideName;
          const words = slideFirstWords(item.slide.data);
          const isValid = !invalidKeys.has(item.key);
          const isSelected = item.key === selectedKey;
          const { ref, ...handle } = handleProps as { ref: Ref<HTMLButtonElement> };
          return (
            <div className={isSelected ? 'slide-strip__row slide-strip__row--selected' : 'slide-strip__row'}>
              <button
                type="button"
                className="slide-strip__handle"
                aria-label={M.dragHandle(n)}
                ref={ref}
                {...handle}
              >
                <svg aria-hidden="true" width="14" height="18" viewBox="0 0 14 18" fill="currentColor">
                  <circle cx="4" cy="4" r="1.5" />
                  <circle cx="10" cy="4" r="1.5" />
                  <circle cx="4" cy="9" r="1.5" />
                  <circle cx="10" cy="9" r="1.5" />
                  <circle cx="4" cy="14" r="1.5" />
                  <circle cx="10" cy="14" r="1.5" />
                </svg>
              </button>
              <button
                type="button"
                className="slide-strip__select"
                aria-current={isSelected ? 'true' : undefined}
                aria-describedby="slide-strip-hint"
                ref={(node) => {
                  if (node) rowRefs.current.set(item.key, node);
                  else rowRefs.current.delete(item.key);
                }}
                onClick={() => onSelect(item.key)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {/* The name is the visible text plus hidden words: "Slide 3: Întrebare – Unde ducem…". */}
                <span className="slide-strip__number">
                  <span className="eco-visually-hidden">Slide </span>
                  {n}
                  <span className="eco-visually-hidden">: </span>
                </span>
                <TypeIcon type={item.slide.type} />
                <span className="slide-strip__words">
                  {words ? (
                    <>
                      <span className="eco-visually-hidden">{`${name} – `}</span>
                      {words}
                    </>
                  ) : (
                    name
                  )}
                </span>
                <span
                  className={isValid ? 'slide-strip__mark' : 'slide-strip__mark slide-strip__mark--error'}
                  title={isValid ? M.slideOk : M.slideHasErrors}
                  aria-hidden="true"
                >
                  {isValid ? '✓' : '!'}
                </span>
                {!isValid && <span className="eco-visually-hidden">{M.rowHasErrors}</span>}
              </button>
            </div>
          );
        }}
      />
    </>
  );
}
