import { type Ref } from 'react';
import type { LessonType } from '@platform/contracts';
import type { SlideEnvelope, SlideIssue } from '@platform/slide-sdk';
import { SlideEditorFrame, slideRegistry } from '../../../slides/index.js';
import { EDITOR_MESSAGES as M } from '../lesson-editor-messages.js';
import type { SortableRowProps } from './sortable-slide-list.js';

export interface SlideRowProps extends SortableRowProps {
  count: number;
  lessonType: LessonType;
  issues: readonly SlideIssue[];
  onChange(key: string, envelope: SlideEnvelope): void;
  onMove(from: number, to: number): void;
  onRemove(key: string): void;
}

/** One slide in the editor: a header with number, type, drag handle, up/down and remove, then its Editor. */
export function SlideRow({
  item,
  index,
  count,
  handleProps,
  lessonType,
  issues,
  onChange,
  onMove,
  onRemove,
}: SlideRowProps) {
  const n = index + 1;
  const name = slideRegistry.get(item.slide.type)?.displayName ?? M.unknownSlideName;
  const { ref, ...handle } = handleProps as { ref: Ref<HTMLButtonElement> };
  const headingId = `slide-heading-${item.key}`;
  return (
    <div className="editor-slide__card" aria-labelledby={headingId} role="group">
      <div className="editor-slide__header">
        <button
          type="button"
          className="editor-slide__handle"
          aria-label={M.dragHandle(n)}
          ref={ref}
          {...handle}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" fill="currentColor">
            <circle cx="6" cy="4" r="1.5" />
            <circle cx="12" cy="4" r="1.5" />
            <circle cx="6" cy="9" r="1.5" />
            <circle cx="12" cy="9" r="1.5" />
            <circle cx="6" cy="14" r="1.5" />
            <circle cx="12" cy="14" r="1.5" />
          </svg>
        </button>
        <h3 className="editor-slide__title" id={headingId}>
          {M.slideHeading(n, name)}
        </h3>
        <div className="editor-slide__tools">
          <button
            type="button"
            className="editor-icon-button"
            aria-label={M.moveUp(n)}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="editor-icon-button"
            aria-label={M.moveDown(n)}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="editor-icon-button editor-icon-button--danger"
            aria-label={M.remove(n)}
            onClick={() => onRemove(item.key)}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>
      <div className="editor-slide__body">
        <SlideEditorFrame
          slide={item.slide}
          lessonType={lessonType}
          issues={issues}
          label={M.slideHeading(n, name)}
          onChange={(envelope) => onChange(item.key, envelope)}
        />
      </div>
    </div>
  );
}
