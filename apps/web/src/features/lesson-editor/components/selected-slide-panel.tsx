import type { LessonType } from '@platform/contracts';
import type { SlideEnvelope, SlideIssue } from '@platform/slide-sdk';
import { SlideEditorFrame, slideRegistry } from '../../../slides/index.js';
import { EDITOR_MESSAGES as M } from '../lesson-editor-messages.js';
import type { EditorSlide } from '../state/editor-slides.js';

export interface SelectedSlidePanelProps {
  item: EditorSlide;
  index: number;
  count: number;
  lessonType: LessonType;
  issues: readonly SlideIssue[];
  /** Changes when undo or redo rewrites the data, so editors that keep their own state start over. */
  revision: number;
  onChange(key: string, envelope: SlideEnvelope): void;
  onMove(from: number, to: number): void;
  onDuplicate(key: string): void;
  onRemove(key: string): void;
}

/** The one slide being edited: its number and type, move, duplicate and delete, then the plugin's Editor. */
export function SelectedSlidePanel({
  item,
  index,
  count,
  lessonType,
  issues,
  revision,
  onChange,
  onMove,
  onDuplicate,
  onRemove,
}: SelectedSlidePanelProps) {
  const n = index + 1;
  const name = slideRegistry.get(item.slide.type)?.displayName ?? M.unknownSlideName;
  const headingId = `slide-heading-${item.key}`;
  return (
    <div className="editor-slide__card" aria-labelledby={headingId} role="group">
      <div className="editor-slide__header">
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
            className="editor-icon-button"
            aria-label={M.duplicate(n)}
            onClick={() => onDuplicate(item.key)}
          >
            <svg
              aria-hidden="true"
              width="16"
              height="16"
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
            >
              <rect x="5" y="5" width="9" height="9" rx="1.5" strokeWidth="1.5" />
              <path d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5" strokeWidth="1.5" />
            </svg>
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
          key={`${item.key}:${revision}`}
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
