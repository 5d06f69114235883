import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, preloadMarkdownRenderer } from '@platform/ui';
import {
  GENERIC_MESSAGES,
  LESSON_MESSAGES,
  LESSON_TYPE_INFO,
  type Lesson,
  type LessonType,
  type Role,
} from '@platform/contracts';
import type { SlideEnvelope } from '@platform/slide-sdk';
import { readApiError } from '../../../shared/api/api-error.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { notify } from '../../../shared/toasts/notify.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { PageSpinner } from '../../../shared/ui/page-spinner.js';
import { slideRegistry } from '../../../slides/index.js';
import { can } from '../../lessons/lesson-permissions.js';
import { LESSON_TOAST_MS } from '../../lessons/lesson-toasts.js';
import { EditorSidebar } from '../components/editor-sidebar.js';
import { LessonPreview } from '../components/lesson-preview.js';
import { MetadataForm, type MetadataErrors, type MetadataValues } from '../components/metadata-form.js';
import { ExportLessonButton } from '../components/export-lesson-button.js';
import { PhonePreview } from '../components/phone-preview.js';
import { SelectedSlidePanel } from '../components/selected-slide-panel.js';
import { SlideStrip } from '../components/slide-strip.js';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard.js';
import {
  useCreateLessonMutation,
  useGetEditorLessonQuery,
  useUpdateLessonMutation,
} from '../lesson-editor-api.js';
import { EDITOR_MESSAGES as M } from '../lesson-editor-messages.js';
import { deadlineFromInput, deadlineToInput } from '../state/deadline-input.js';
import { useUndoShortcuts } from '../hooks/use-undo-shortcuts.js';
import { canRedo, canUndo } from '../state/edit-history.js';
import {
  createEditorDocumentState,
  editorDocumentReducer,
  isDocumentDirty,
  type EditorDocument,
} from '../state/editor-document.js';
import { newSlideKey, type EditorSlide } from '../state/editor-slides.js';
import { editorStatusReducer, initialEditorStatus } from '../state/editor-status.js';
import {
  addSlideProblem,
  issueSummary,
  removeSlideProblem,
  validateEditorDraft,
  type EditorDraft,
  type StoredLessonFacts,
} from '../state/lesson-validation.js';
import '../lesson-editor.css';
import { LoadFailureAlert } from '../../../shared/ui/load-failure-alert.js';

const EMPTY_VALUES: MetadataValues = {
  title: '',
  description: '',
  image: '',
  deadline: '',
  punctajMaxim: '0',
  isHidden: false,
};

function valuesOf(lesson: Lesson): MetadataValues {
  return {
    title: lesson.title,
    description: lesson.description,
    image: lesson.image ?? '',
    deadline: deadlineToInput(lesson.deadline),
    punctajMaxim: String(lesson.punctajMaxim),
    isHidden: lesson.isHidden,
  };
}

/** The API's slides as editor rows; the stored fields are kept verbatim (placeholders included). */
function slidesOf(lesson: Lesson): EditorSlide[] {
  return lesson.slides.map((slide) => ({
    key: newSlideKey(),
    slide: {
      id: slide.id,
      number: slide.number,
      type: slide.type,
      pluginVersion: slide.pluginVersion,
      schemaVersion: slide.schemaVersion,
      data: slide.data,
    },
  }));
}

function toPoints(value: string): number {
  const number = Number(value);
  return value.trim() === '' || !Number.isFinite(number) ? 0 : Math.trunc(number);
}

function fieldErrors(issues: ReturnType<typeof validateEditorDraft>): MetadataErrors {
  const errors: MetadataErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (
      field === 'title' ||
      field === 'description' ||
      field === 'deadline' ||
      field === 'punctajMaxim' ||
      field === 'image'
    )
      errors[field] ??= issue.message;
  }
  return errors;
}

function documentOf(lesson: Lesson): EditorDocument {
  return { meta: valuesOf(lesson), slides: slidesOf(lesson) };
}

const EMPTY_DOCUMENT: EditorDocument = { meta: EMPTY_VALUES, slides: [] };

function LessonEditor({
  type,
  lessonId,
  title,
}: {
  type: LessonType;
  lessonId: number | null;
  title: string;
}) {
  const info = LESSON_TYPE_INFO[type];
  const navigate = useNavigate();
  const location = useLocation();
  const [status, dispatch] = useReducer(editorStatusReducer, lessonId === null, initialEditorStatus);
  const [editor, dispatchEditor] = useReducer(
    editorDocumentReducer,
    EMPTY_DOCUMENT,
    createEditorDocumentState,
  );
  const { present } = editor.history;
  const slides = present.slides;
  const values = present.meta;
  const isDirty = isDocumentDirty(editor);
  // After the first save of a new lesson the editor remounts on the edit path with the same slide selected.
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const initialIndexRef = useRef((location.state as { selectedIndex?: number } | null)?.selectedIndex ?? 0);
  const [showIssues, setShowIssues] = useState(false);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const { isLocked, run } = useSubmitLock();
  const { register, control, watch, reset } = useForm<MetadataValues>({ defaultValues: EMPTY_VALUES });
  const query = useGetEditorLessonQuery(lessonId ?? skipToken);
  const [createLesson] = useCreateLessonMutation();
  const [updateLesson] = useUpdateLessonMutation();
  // The lesson already in the form (after a save or a load), so a refetch of the same data does not reset edits.
  const appliedRef = useRef<string | null>(null);
  // The stored lesson's facts the server's validation depends on (null for a new lesson).
  const [stored, setStored] = useState<StoredLessonFacts | undefined>(undefined);

  // The selected position survives a save or reload (the stored slides come back with new local keys).
  const selectedIndexRef = useRef<number | null>(null);
  const applyLesson = useCallback((lesson: Lesson) => {
    appliedRef.current = `${lesson.id}@${lesson.updatedAt}`;
    if (selectedIndexRef.current !== null) initialIndexRef.current = selectedIndexRef.current;
    setStored({ deadline: lesson.deadline });
    dispatchEditor({ type: 'reset', document: documentOf(lesson) });
  }, []);

  useEffect(() => {
    if (lessonId !== null && query.isFetching) return;
    const lesson = query.data;
    if (!lesson || appliedRef.current === `${lesson.id}@${lesson.updatedAt}`) return;
    if (lesson.type !== type) return;
    applyLesson(lesson);
    dispatch({ type: 'loaded' });
  }, [query.data, query.isFetching, lessonId, type, applyLesson]);

  useEffect(() => {
    if (query.isError && !query.data) dispatch({ type: 'loadFailed', message: M.loadFailed });
  }, [query.isError, query.data]);

  // The inputs follow the draft whenever it is rewritten from outside them (load, save, undo, redo).
  const metaRef = useRef(values);
  metaRef.current = values;
  useEffect(() => {
    reset(metaRef.current);
  }, [editor.revision, reset]);

  // Every edit of the metadata is an undoable edit of the draft (resets do not carry a field name).
  useEffect(() => {
    const subscription = watch((all, { name }) => {
      if (!name) return;
      dispatchEditor({ type: 'setMeta', field: name, meta: { ...EMPTY_VALUES, ...all } as MetadataValues });
      dispatch({ type: 'changed' });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  // Selection: keep it while the slide exists; undo and redo show the slide they changed.
  const { focus } = editor.history;
  useEffect(() => {
    if (focus && slides.some((item) => item.key === focus)) setSelectedKey(focus);
  }, [editor.revision, focus, slides]);
  useEffect(() => {
    if (slides.length === 0) {
      if (selectedKey !== null) setSelectedKey(null);
      return;
    }
    if (selectedKey !== null && slides.some((item) => item.key === selectedKey)) return;
    const index = Math.min(initialIndexRef.current, slides.length - 1);
    initialIndexRef.current = 0;
    setSelectedKey(slides[Math.max(0, index)]!.key);
  }, [slides, selectedKey]);

  // After the first save of a new lesson: go to its edit path once the draft is clean (no warning).
  useEffect(() => {
    if (redirectTo && !isDirty) {
      navigate(redirectTo, { replace: true, state: { selectedIndex: selectedIndexRef.current ?? 0 } });
      setRedirectTo(null);
    }
  }, [redirectTo, isDirty, navigate]);

  const onUndo = useCallback(() => dispatchEditor({ type: 'undo' }), []);
  const onRedo = useCallback(() => dispatchEditor({ type: 'redo' }), []);
  useUndoShortcuts({ enabled: status.status !== 'previewing', onUndo, onRedo });

  const draft: EditorDraft = {
    type,
    title: values.title,
    description: values.description,
    // The input has minute precision: an untouched deadline keeps its stored value exactly.
    deadline: !info.deadline
      ? null
      : stored && values.deadline === deadlineToInput(stored.deadline)
        ? stored.deadline
        : deadlineFromInput(values.deadline),
    punctajMaxim: toPoints(values.punctajMaxim),
    image: values.image || null,
    isHidden: values.isHidden,
    slides: slides.map((item) => item.slide),
  };
  const issues = validateEditorDraft(draft, Date.now(), stored);
  const summary = issueSummary(issues);
  const slideIssues = useMemo(
    () => slides.map((item) => slideRegistry.validateSlide(item.slide, type)),
    [slides, type],
  );
  const invalidKeys = useMemo(
    () => new Set(slides.filter((_, index) => slideIssues[index]!.length > 0).map((item) => item.key)),
    [slides, slideIssues],
  );
  const selectedIndex = slides.findIndex((item) => item.key === selectedKey);
  if (selectedIndex >= 0) selectedIndexRef.current = selectedIndex;
  const selected = selectedIndex >= 0 ? slides[selectedIndex]! : null;

  const addSlide = (slideType: string) => {
    const problem = addSlideProblem(info.maxSlides, slides.length);
    setLimitMessage(problem);
    if (problem) {
      notify.warning(problem, LESSON_TOAST_MS.error);
      return;
    }
    const envelope = slideRegistry.createSlide(slideType);
    const key = newSlideKey();
    dispatchEditor({ type: 'addSlide', slide: { key, slide: { ...envelope, number: slides.length + 1 } } });
    setSelectedKey(key);
    dispatch({ type: 'changed' });
  };
  const removeSlide = (key: string) => {
    const problem = removeSlideProblem(info.minSlides, slides.length);
    setLimitMessage(problem);
    if (problem) {
      notify.warning(problem, LESSON_TOAST_MS.error);
      return;
    }
    // The next slide (or the previous one at the end) becomes the selected one.
    const index = slides.findIndex((item) => item.key === key);
    const neighbour = slides[index + 1] ?? slides[index - 1];
    dispatchEditor({ type: 'removeSlide', key });
    setSelectedKey(neighbour?.key ?? null);
    dispatch({ type: 'changed' });
  };
  const duplicateSlide = (key: string) => {
    const problem = addSlideProblem(info.maxSlides, slides.length);
    setLimitMessage(problem);
    if (problem) {
      notify.warning(problem, LESSON_TOAST_MS.error);
      return;
    }
    const newKey = newSlideKey();
    dispatchEditor({ type: 'duplicateSlide', key, newKey });
    setSelectedKey(newKey);
    dispatch({ type: 'changed' });
  };
  const moveSlide = (from: number, to: number) => {
    dispatchEditor({ type: 'moveSlide', from, to });
    dispatch({ type: 'changed' });
  };
  const changeSlide = (key: string, envelope: SlideEnvelope) => {
    dispatchEditor({ type: 'updateSlide', key, slide: envelope });
    dispatch({ type: 'changed' });
  };

  const save = () =>
    run(async () => {
      setShowIssues(true);
      dispatch({ type: 'validate' });
      if (validateEditorDraft(draft, Date.now(), stored).length > 0) {
        dispatch({ type: 'invalid', message: LESSON_MESSAGES.lessonHasErrors });
        notify.error(LESSON_MESSAGES.lessonHasErrors, LESSON_TOAST_MS.error);
        return;
      }
      dispatch({ type: 'valid' });
      try {
        const saved =
          lessonId === null
            ? await createLesson(draft).unwrap()
            : await updateLesson({ ...draft, id: lessonId }).unwrap();
        applyLesson(saved);
        dispatch({ type: 'saved' });
        setShowIssues(false);
        notify.success(lessonId === null ? M.created : M.saved, LESSON_TOAST_MS.success);
        if (lessonId === null) setRedirectTo(`${info.editPath}/${saved.id}`);
      } catch (error) {
        // The draft stays as it was: nothing the author typed is lost.
        const problem = readApiError(error, M.saveFailed);
        dispatch({ type: 'saveFailed', message: problem.message });
        notify.error(problem.message, LESSON_TOAST_MS.error);
      }
    });

  if (query.data && query.data.type !== type)
    return <Navigate to={`${LESSON_TYPE_INFO[query.data.type].editPath}/${query.data.id}`} replace />;
  if (status.status === 'loading') return <PageSpinner />;
  if (status.status === 'error' && lessonId !== null && !query.data)
    return (
      <LoadFailureAlert
        error={query.error}
        fallbackTitle={M.loadFailed}
        onRetry={() => void query.refetch()}
        retryLabel={M.retry}
        retrySize="md"
      />
    );

  const errors = showIssues ? fieldErrors(issues) : {};
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Link className="eco-button eco-button--ghost eco-button--md" to={info.listPath}>
            <span className="eco-button__label">{M.backToList}</span>
          </Link>
        }
      />
      <div className="lesson-editor">
        <div className="lesson-editor__meta">
          {status.status === 'error' && status.error && (
            <Alert tone="danger" title={status.error} className="lesson-editor__error" />
          )}
          <MetadataForm
            info={info}
            register={register}
            control={control}
            errors={errors}
            disabled={status.status === 'saving'}
          />
        </div>
        <EditorSidebar
          lessonType={type}
          count={slides.length}
          maxSlides={info.maxSlides}
          summary={summary}
          limitMessage={limitMessage}
          status={status}
          isDirty={isDirty}
          canUndo={canUndo(editor.history)}
          canRedo={canRedo(editor.history)}
          saveDisabled={isLocked}
          onAdd={addSlide}
          onUndo={onUndo}
          onRedo={onRedo}
          onPreview={() => dispatch({ type: 'openPreview' })}
          onSave={() => void save()}
          actions={lessonId !== null ? <ExportLessonButton lessonId={lessonId} isDirty={isDirty} /> : null}
        >
          <h2 className="lesson-editor__heading" id="editor-slides-heading">
            {M.slides}
          </h2>
          {slides.length === 0 ? (
            <p className="lesson-editor__empty">{M.noSlides}</p>
          ) : (
            <SlideStrip
              items={slides}
              selectedKey={selectedKey}
              invalidKeys={invalidKeys}
              onSelect={setSelectedKey}
              onMove={moveSlide}
            />
          )}
        </EditorSidebar>
        <div className="lesson-editor__slide">
          {selected ? (
            <SelectedSlidePanel
              item={selected}
              index={selectedIndex}
              count={slides.length}
              lessonType={type}
              issues={showIssues ? slideIssues[selectedIndex]! : []}
              revision={editor.revision}
              onChange={changeSlide}
              onMove={moveSlide}
              onDuplicate={duplicateSlide}
              onRemove={removeSlide}
            />
          ) : (
            <p className="lesson-editor__empty">{slides.length === 0 ? M.noSlides : M.noSelection}</p>
          )}
        </div>
        <PhonePreview
          slide={selected?.slide ?? null}
          slideKey={selected?.key ?? null}
          lessonType={type}
          isValid={selected ? !invalidKeys.has(selected.key) : true}
        />
      </div>
      {status.status === 'previewing' && (
        <LessonPreview
          title={values.title || title}
          lessonType={type}
          slides={draft.slides}
          startIndex={Math.max(0, selectedIndex)}
          onClose={() => dispatch({ type: 'closePreview' })}
        />
      )}
      <UnsavedChangesGuard when={isDirty && redirectTo === null} />
    </>
  );
}

/** The editor of one content type; `/…/editare` creates, `/…/editare/{id}` edits (spec 001 §2). */
export function LessonEditorPage({ title, type }: { title: string; type: LessonType }) {
  const { id } = useParams();
  const claims = useSessionClaims();
  const role = claims?.role as Role | undefined;
  const lessonId = id === undefined ? null : Number(id);
  // The previews render markdown in the browser (only pupils get it rendered by the server): fetch the
  // renderer while the lesson loads, so the first preview shows at once.
  useEffect(() => {
    preloadMarkdownRenderer().catch(() => undefined);
  }, []);
  if (!role || !can(role, 'edit') || (lessonId !== null && !(Number.isInteger(lessonId) && lessonId > 0)))
    return (
      <>
        <PageHeader title={title} />
        <Alert tone="warning" title={GENERIC_MESSAGES.lockedAccess} />
      </>
    );
  // Each lesson gets its own editor state; after the first save the editor reloads the stored lesson.
  return <LessonEditor key={lessonId ?? 'new'} type={type} lessonId={lessonId} title={title} />;
}

function editorPageOf(type: LessonType) {
  const Page = ({ title }: { title: string }) => <LessonEditorPage title={title} type={type} />;
  Page.displayName = `LessonEditorPage(${type})`;
  return Page;
}

/** Route pages of the five editors, one per lesson type. */
export const LESSON_EDITOR_PAGES: Record<LessonType, ({ title }: { title: string }) => React.ReactElement> = {
  LESSON: editorPageOf('LESSON'),
  HOMEWORK: editorPageOf('HOMEWORK'),
  PRACTICAL_ACTIVITY: editorPageOf('PRACTICAL_ACTIVITY'),
  MONTHLY_CHALLENGE: editorPageOf('MONTHLY_CHALLENGE'),
  DAILY_CHALLENGE: editorPageOf('DAILY_CHALLENGE'),
};
