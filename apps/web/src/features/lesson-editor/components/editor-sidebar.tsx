import { Suspense, type ReactNode } from 'react';
import { Alert, Badge, Button } from '@platform/ui';
import type { LessonType } from '@platform/contracts';
import { lazySlideParts, slideRegistry } from '../../../slides/index.js';
import { EDITOR_MESSAGES as M } from '../lesson-editor-messages.js';
import type { EditorStatusState } from '../state/editor-status.js';

export interface EditorSidebarProps {
  lessonType: LessonType;
  count: number;
  maxSlides: number;
  summary: readonly string[];
  limitMessage: string | null;
  status: EditorStatusState;
  /** The draft differs from what is saved. */
  isDirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  saveDisabled: boolean;
  /** The slide strip, between the status and the add-slide buttons. */
  children?: ReactNode;
  /** Extra actions beside preview and save (export). */
  actions?: ReactNode;
  onAdd(type: string): void;
  onUndo(): void;
  onRedo(): void;
  onPreview(): void;
  onSave(): void;
}

/** One honest label: the machine's transient states, else whether the draft differs from what is saved. */
function statusLabel(
  status: EditorStatusState,
  isDirty: boolean,
): { text: string; tone: (typeof STATUS_TONE)[EditorStatusState['status']] } {
  const transient = ['loading', 'validating', 'saving', 'previewing', 'error'] as const;
  const current = status.status;
  if ((transient as readonly string[]).includes(current))
    return { text: M.status[current], tone: STATUS_TONE[current] };
  if (isDirty) return { text: M.status.editing, tone: STATUS_TONE.editing };
  if (current === 'idle') return { text: M.status.idle, tone: STATUS_TONE.idle };
  return { text: M.savedClean, tone: STATUS_TONE.success };
}

const STATUS_TONE = {
  idle: 'neutral',
  loading: 'neutral',
  editing: 'warning',
  validating: 'info',
  saving: 'info',
  success: 'success',
  previewing: 'info',
  error: 'danger',
} as const;

function SlideTypeIcon({ type }: { type: string }) {
  const { Icon } = lazySlideParts(type);
  return (
    <Suspense fallback={<span className="editor-add__icon" />}>
      <Icon className="editor-add__icon" />
    </Suspense>
  );
}

/** Add-slide buttons of the registry for this lesson type, slide count, error summary, preview and save. */
export function EditorSidebar(props: EditorSidebarProps) {
  const plugins = slideRegistry.forLessonType(props.lessonType);
  const label = statusLabel(props.status, props.isDirty);
  return (
    <aside className="editor-sidebar" aria-label={M.addSlide}>
      <section className="editor-sidebar__section">
        <div className="editor-sidebar__status" aria-live="polite">
          <Badge tone={label.tone}>{label.text}</Badge>
        </div>
        <div className="editor-sidebar__history" role="group" aria-label={M.history}>
          <Button
            variant="secondary"
            size="sm"
            title={M.undoHint}
            aria-keyshortcuts="Control+Z"
            disabled={!props.canUndo}
            onClick={props.onUndo}
          >
            {M.undo}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            title={M.redoHint}
            aria-keyshortcuts="Control+Shift+Z"
            disabled={!props.canRedo}
            onClick={props.onRedo}
          >
            {M.redo}
          </Button>
        </div>
        <p className="editor-sidebar__count" aria-live="polite">
          {M.slideCount(props.count, props.maxSlides)}
        </p>
        {props.children}
      </section>
      <section className="editor-sidebar__section">
        <h2 className="editor-sidebar__heading">{M.addSlide}</h2>
        <ul className="editor-add">
          {plugins.map((plugin) => (
            <li key={plugin.type}>
              <button
                type="button"
                className="editor-add__button"
                aria-label={M.addSlideOf(plugin.displayName)}
                onClick={() => props.onAdd(plugin.type)}
              >
                <SlideTypeIcon type={plugin.type} />
                <span>{plugin.displayName}</span>
              </button>
            </li>
          ))}
        </ul>
        {props.limitMessage && (
          <Alert tone="warning" className="editor-sidebar__limit">
            {props.limitMessage}
          </Alert>
        )}
      </section>
      <section className="editor-sidebar__section" aria-labelledby="editor-errors-heading">
        <h2 className="editor-sidebar__heading" id="editor-errors-heading">
          {M.errors}
        </h2>
        {props.summary.length === 0 ? (
          <p className="editor-sidebar__ok">{M.noErrors}</p>
        ) : (
          <ul className="editor-sidebar__errors" data-testid="validation-summary">
            {props.summary.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        )}
      </section>
      <div className="editor-sidebar__actions">
        {props.actions}
        <Button variant="secondary" onClick={props.onPreview}>
          {M.preview}
        </Button>
        <Button
          onClick={props.onSave}
          loading={props.status.status === 'saving'}
          disabled={props.saveDisabled}
        >
          {M.save}
        </Button>
      </div>
    </aside>
  );
}
