import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert } from '@platform/ui';
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
import { SlideRow } from '../components/slide-row.js';
import { SortableSlideList } from '../components/sortable-slide-list.js';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard.js';
import {
  useCreateLessonMutation,
  useGetEditorLessonQuery,
  useUpdateLessonMutation,
} from '../lesson-editor-api.js';
import { EDITOR_MESSAGES as M } from '../lesson-editor-messages.js';
import { deadlineFromInput, deadlineToInput } from '../state/deadline-input.js';
import { newSlideKey, slidesReducer, type EditorSlide } from '../state/editor-slides.js';
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
  const [status, dispatch] = useReducer(editorStatusReducer, lessonId === null, initialEditorStatus);
  const [slides, dispatchSlides] = useReducer(slidesReducer, []);
  const [showIssues, setShowIssues] = useState(false);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const { isLocked, run } = useSubmitLock();
  const { register, control, watch, reset } = useForm<MetadataValues>({ defaultValues: EMPTY_VALUES });
  const values = watch();
  const query = useGetEditorLessonQuery(lessonId ?? skipToken);
  const [createLesson] = useCreateLessonMutation();
  const [updateLesson] = useUpdateLessonMutation();
  // The lesson already in the form (after a save or a load), so a refetch of the same data does not reset edits.
  const appliedRef = useRef<string | null>(null);
  // The stored lesson's facts the server's validation depends on (null for a new lesson).
  const [stored, setStored] = useState<StoredLessonFacts | undefined>(undefined);

  const applyLesson = useCallback(
    (lesson: Lesson) => {
      appliedRef.current = `${lesson.id}@${lesson.updatedAt}`;
      reset(valuesOf(lesson));
      setStored({ deadline: lesson.deadline });
      dispatchSlides({ type: 'replace', slides: slidesOf(lesson) });
    },
    [reset],
  );

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

  // Every edit of the metadata marks the draft dirty (resets do not carry a field name).
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (name) dispatch({ type: 'changed' });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  // After the first save of a new lesson: go to its edit path once the dirty flag is clear (no warning).
  useEffect(() => {
    if (redirectTo && !status.dirty) {
      navigate(redirectTo, { replace: true });
      setRedirectTo(null);
    }
  }, [redirectTo, status.dirty, navigate]);

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
    () => (showIssues ? slides.map((item) => slideRegistry.validateSlide(item.slide, type)) : []),
    [showIssues, slides, type],
  );

  const addSlide = (slideType: string) => {
    const problem = addSlideProblem(info.maxSlides, slides.length);
    setLimitMessage(problem);
    if (problem) {
      notify.warning(problem, LESSON_TOAST_MS.error);
      return;
    }
    const envelope = slideRegistry.createSlide(slideType);
    dispatchSlides({
      type: 'add',
      slide: { key: newSlideKey(), slide: { ...envelope, number: slides.length + 1 } },
    });
    dispatch({ type: 'changed' });
  };
  const removeSlide = (key: string) => {
    const problem = removeSlideProblem(info.minSlides, slides.length);
    setLimitMessage(problem);
    if (problem) {
      notify.warning(problem, LESSON_TOAST_MS.error);
      return;
    }
    dispatchSlides({ type: 'remove', key });
    dispatch({ type: 'changed' });
  };
  const moveSlide = (from: number, to: number) => {
    dispatchSlides({ type: 'move', from, to });
    dispatch({ type: 'changed' });
  };
  const changeSlide = (key: string, envelope: SlideEnvelope) => {
    dispatchSlides({ type: 'update', key, slide: envelope });
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
        <div className="lesson-editor__main">
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
          <section className="lesson-editor__slides" aria-labelledby="editor-slides-heading">
            <h2 className="lesson-editor__heading" id="editor-slides-heading">
              {M.slides}
            </h2>
            {slides.length === 0 ? (
              <p className="lesson-editor__empty">{M.noSlides}</p>
            ) : (
              <SortableSlideList
                items={slides}
                onMove={moveSlide}
                label={M.slides}
                renderRow={(row) => (
                  <SlideRow
                    {...row}
                    count={slides.length}
                    lessonType={type}
                    issues={slideIssues[row.index] ?? []}
                    onChange={changeSlide}
                    onMove={moveSlide}
                    onRemove={removeSlide}
                  />
                )}
              />
            )}
          </section>
        </div>
        <EditorSidebar
          lessonType={type}
          count={slides.length}
          maxSlides={info.maxSlides}
          summary={summary}
          limitMessage={limitMessage}
          status={status}
          saveDisabled={isLocked}
          onAdd={addSlide}
          onPreview={() => dispatch({ type: 'openPreview' })}
          onSave={() => void save()}
        />
      </div>
      {status.status === 'previewing' && (
        <LessonPreview
          title={values.title || title}
          lessonType={type}
          slides={draft.slides}
          onClose={() => dispatch({ type: 'closePreview' })}
        />
      )}
      <UnsavedChangesGuard when={status.dirty} />
    </>
  );
}

/** The editor of one content type; `/…/editare` creates, `/…/editare/{id}` edits (spec 001 §2). */
export function LessonEditorPage({ title, type }: { title: string; type: LessonType }) {
  const { id } = useParams();
  const claims = useSessionClaims();
  const role = claims?.role as Role | undefined;
  const lessonId = id === undefined ? null : Number(id);
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
