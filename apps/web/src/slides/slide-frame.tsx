import { Suspense, type ReactNode } from 'react';
import type {
  LessonType,
  SlideEnvelope,
  SlideFeedback,
  SlideIssue,
  SlideViewMode,
} from '@platform/slide-sdk';
import { Button, MarkdownHtmlProvider, Spinner, type MarkdownHtml } from '@platform/ui';
import { lazySlideParts } from './lazy-slide-parts.js';
import { SlideErrorBoundary } from './slide-error-boundary.js';
import { useSlideHostServices } from './slide-host-services.js';
import { SLIDE_HOST_MESSAGES } from './slide-messages.js';
import { SlidePlaceholder } from './slide-placeholder.js';
import { slideRegistry, type WebSlideCore } from './slide-registry.js';

/** What the host can render for a stored slide, or the placeholder message when it cannot. */
export type RenderableSlide =
  | { ok: true; core: WebSlideCore; data: unknown; envelope: SlideEnvelope }
  | { ok: false; message: string; details: string[] };

/**
 * Resolves a stored slide for the editor, a preview or a review (full data): envelope, known type,
 * allowed in the lesson type, migrations and data shape. Anything else gives the placeholder.
 */
export function resolveForHost(stored: unknown, lessonType?: LessonType): RenderableSlide {
  const resolved = slideRegistry.resolve(stored, lessonType);
  if (resolved.status === 'ok')
    return { ok: true, core: resolved.plugin, data: resolved.data, envelope: resolved.envelope };
  const details = 'issues' in resolved ? resolved.issues.map((issue) => issue.message) : [];
  return { ok: false, message: resolved.message, details };
}

/**
 * Resolves a slide as a pupil receives it (data already redacted by the server, so the full data schema
 * does not apply): only the envelope and the plugin are checked.
 */
export function resolveLearnerSlide(stored: unknown): RenderableSlide {
  const envelope = stored as Partial<SlideEnvelope> | null;
  if (!envelope || typeof envelope !== 'object' || typeof envelope.type !== 'string' || !('data' in envelope))
    return { ok: false, message: SLIDE_HOST_MESSAGES.slideInvalid, details: [] };
  const core = slideRegistry.get(envelope.type);
  if (!core) return { ok: false, message: SLIDE_HOST_MESSAGES.pluginNotFound(envelope.type), details: [] };
  return { ok: true, core, data: envelope.data, envelope: envelope as SlideEnvelope };
}

/** Error boundary + Suspense around one plugin component. */
export function SlideFrame({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className="slide-frame" aria-label={label}>
      <SlideErrorBoundary
        fallback={(retry) => (
          <div className="slide-frame__crash" role="alert">
            <p>{SLIDE_HOST_MESSAGES.crashed}</p>
            <Button variant="secondary" onClick={retry}>
              {SLIDE_HOST_MESSAGES.retry}
            </Button>
          </div>
        )}
      >
        <Suspense fallback={<Spinner label={SLIDE_HOST_MESSAGES.loading} />}>{children}</Suspense>
      </SlideErrorBoundary>
    </section>
  );
}

export interface SlideEditorFrameProps {
  slide: unknown;
  lessonType: LessonType;
  /** Called with the whole new envelope (current plugin and schema versions); never for a placeholder. */
  onChange(next: SlideEnvelope): void;
  issues: readonly SlideIssue[];
  disabled?: boolean;
  label?: string;
}

/** A slide in the lesson editor: the plugin's Editor, or the placeholder that keeps the slide verbatim. */
export function SlideEditorFrame({
  slide,
  lessonType,
  onChange,
  issues,
  disabled,
  label,
}: SlideEditorFrameProps) {
  const services = useSlideHostServices();
  const resolved = resolveForHost(slide, lessonType);
  if (!resolved.ok) return <SlidePlaceholder message={resolved.message} details={resolved.details} />;
  const { Editor } = lazySlideParts(resolved.core.type);
  const { envelope } = resolved;
  return (
    <SlideFrame label={label}>
      <Editor
        data={resolved.data}
        issues={issues}
        services={services}
        disabled={disabled}
        onChange={(data) => {
          // Some editors report their unchanged content (e.g. rich text on mount): that is not an edit.
          if (JSON.stringify(data) === JSON.stringify(resolved.data)) return;
          onChange({
            type: envelope.type,
            pluginVersion: resolved.core.version,
            schemaVersion: resolved.core.schemaVersion,
            data,
          });
        }}
      />
    </SlideFrame>
  );
}

export interface SlideViewFrameProps {
  slide: unknown;
  mode: SlideViewMode;
  /** `complete`: the slide as served to a pupil (redacted); `full`: stored data, redacted here (previews). */
  source: 'learner' | 'full';
  lessonType?: LessonType;
  answer: unknown;
  onAnswerChange(next: unknown): void;
  issues?: readonly SlideIssue[];
  disabled?: boolean;
  label?: string;
  /** The server's feedback on the submitted answer (review mode only, issue 12). */
  feedback?: SlideFeedback | null;
}

/** A slide as a pupil (or an author previewing) sees it: the plugin's View, lazily loaded. */
export function SlideViewFrame(props: SlideViewFrameProps) {
  const services = useSlideHostServices();
  const resolved =
    props.source === 'learner'
      ? resolveLearnerSlide(props.slide)
      : resolveForHost(props.slide, props.lessonType);
  if (!resolved.ok) return <SlidePlaceholder message={resolved.message} details={resolved.details} />;
  const { View } = lazySlideParts(resolved.core.type);
  // A View always receives learner data, even in previews (the plugins' contract).
  const data = props.source === 'full' ? resolved.core.redactForLearner(resolved.data) : resolved.data;
  return (
    <SlideFrame label={props.label}>
      <MarkdownHtmlProvider html={markdownHtmlOf(props.slide)}>
        <View
          data={data}
          answer={props.answer}
          onAnswerChange={props.onAnswerChange}
          mode={props.mode}
          services={services}
          issues={props.issues}
          disabled={props.disabled}
          {...(props.feedback ? { feedback: props.feedback } : {})}
        />
      </MarkdownHtmlProvider>
    </SlideFrame>
  );
}

/**
 * The slide's markdown as the server rendered and sanitized it (pupils' lessons, `LessonSlideView.markdownHtml`):
 * the View's `MarkdownView`s show it without downloading the browser's markdown renderer.
 */
function markdownHtmlOf(slide: unknown): MarkdownHtml | undefined {
  if (typeof slide !== 'object' || slide === null || !('markdownHtml' in slide)) return undefined;
  const { markdownHtml } = slide;
  return typeof markdownHtml === 'object' && markdownHtml !== null
    ? (markdownHtml as MarkdownHtml)
    : undefined;
}

/** A pupil's answer as a teacher reviews it: the plugin's Review on the stored (full) data. */
export function SlideReviewFrame({
  slide,
  answer,
  label,
}: {
  slide: unknown;
  answer: unknown;
  label?: string;
}) {
  const resolved = resolveForHost(slide);
  if (!resolved.ok) return <SlidePlaceholder message={resolved.message} details={resolved.details} />;
  const { Review } = lazySlideParts(resolved.core.type);
  return (
    <SlideFrame label={label}>
      <Review data={resolved.data} answer={answer} />
    </SlideFrame>
  );
}
