import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Spinner } from '@platform/ui';
import {
  GENERIC_MESSAGES,
  LESSON_MESSAGES,
  LESSON_PACKAGE_MESSAGES,
  LESSON_TYPE_INFO,
  type LessonSummary,
  type LessonType,
  type Role,
} from '@platform/contracts';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { notify } from '../../../shared/toasts/notify.js';
import { ImportLessonDialog } from '../components/import-lesson-dialog.js';
import { LessonCard } from '../components/lesson-card.js';
import { useExportLessonMutation } from '../lesson-package-api.js';
import { LESSON_LIST_MESSAGES as M } from '../lesson-list-messages.js';
import { can, isStaff } from '../lesson-permissions.js';
import { LESSON_TOAST_MS } from '../lesson-toasts.js';
import {
  useDuplicateLessonMutation,
  useListLessonsQuery,
  useSetLessonVisibilityMutation,
} from '../lessons-api.js';
import '../lessons.css';
import { PupilProgress } from '../../pupil-progress/pupil-progress.js';
import { LoadFailureAlert } from '../../../shared/ui/load-failure-alert.js';
import { describeLoadFailure } from '../../../shared/api/load-failure.js';

function LessonList({ type, role }: { type: LessonType; role: Role }) {
  const { data, isLoading, isFetching, isError, error, refetch } = useListLessonsQuery(type);
  const [setVisibility] = useSetLessonVisibilityMutation();
  const [duplicate] = useDuplicateLessonMutation();
  const [exportLesson] = useExportLessonMutation();
  const staff = isStaff(role);
  useEffect(() => {
    if (isError) notify.error(describeLoadFailure(error, M.loadFailed).title, LESSON_TOAST_MS.error);
  }, [isError, error]);
  // Others never see hidden content, even if a response carried some.
  const lessons = (data ?? []).filter((lesson) => staff || !lesson.isHidden);

  const toggleHidden = async (lesson: LessonSummary) => {
    const isHidden = !lesson.isHidden;
    try {
      await setVisibility({ id: lesson.id, isHidden, type }).unwrap();
      notify.success(isHidden ? M.hiddenToast : M.shownToast, LESSON_TOAST_MS.success);
    } catch (error) {
      notify.error(readApiError(error, M.visibilityFailed).message, LESSON_TOAST_MS.error);
    }
  };
  const duplicateLesson = async (lesson: LessonSummary) => {
    try {
      await duplicate(lesson.id).unwrap();
      notify.success(M.duplicated, LESSON_TOAST_MS.success);
      void refetch();
    } catch (error) {
      notify.error(readApiError(error, M.duplicateFailed).message, LESSON_TOAST_MS.error);
    }
  };

  const exportPackage = async (lesson: LessonSummary) => {
    try {
      await exportLesson(lesson.id).unwrap();
    } catch (error) {
      notify.error(readApiError(error, LESSON_PACKAGE_MESSAGES.exportFailed).message, LESSON_TOAST_MS.error);
    }
  };

  const info = LESSON_TYPE_INFO[type];
  const canEdit = staff && can(role, 'edit');
  return (
    <>
      <div className="lesson-list__toolbar">
        <Button variant="secondary" onClick={() => void refetch()} loading={isFetching && !isLoading}>
          {M.refresh}
        </Button>
        {canEdit && <ImportLessonDialog onImported={() => void refetch()} />}
        {canEdit && (
          <Link className="eco-button eco-button--primary eco-button--md" to={info.editPath}>
            <span className="eco-button__label">{M.add}</span>
          </Link>
        )}
      </div>
      {role === 'ELEV' && info.awardsPoints && (
        <Alert tone="info" className="lesson-list__note">
          {LESSON_MESSAGES.firstCompletionNote}
        </Alert>
      )}
      {isLoading ? (
        <div className="lesson-list__loading">
          <Spinner size="lg" />
        </div>
      ) : isError && !data ? (
        <LoadFailureAlert
          error={error}
          fallbackTitle={M.loadFailed}
          onRetry={() => void refetch()}
          retryLabel={M.retry}
          retrySize="md"
        />
      ) : lessons.length === 0 ? (
        <p className="lesson-list__empty">{staff ? M.emptyStaff : M.empty}</p>
      ) : (
        <ul className="lesson-grid" aria-busy={isFetching}>
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <LessonCard
                lesson={lesson}
                role={role}
                onToggleHidden={toggleHidden}
                onDuplicate={duplicateLesson}
                onExport={canEdit ? exportPackage : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The list of one content type (spec 001 §2 "Lesson list screen"), behind the per-type "view" check. */
export function LessonListPage({ title, type }: { title: string; type: LessonType }) {
  const claims = useSessionClaims();
  const role = claims?.role as Role | undefined;
  return (
    <div className="lesson-list">
      <PageHeader title={title} />
      {/* The pupil's home (issue 13): their progress above the homework list. */}
      {role === 'ELEV' && type === 'HOMEWORK' && <PupilProgress />}
      {role && can(role, 'view') ? (
        <LessonList type={type} role={role} />
      ) : (
        <Alert tone="warning" title={GENERIC_MESSAGES.lockedAccess} />
      )}
    </div>
  );
}

function listPageOf(type: LessonType) {
  const Page = ({ title }: { title: string }) => <LessonListPage title={title} type={type} />;
  Page.displayName = `LessonListPage(${type})`;
  return Page;
}

/** Route pages of the five lists, one per lesson type. */
export const LESSON_LIST_PAGES: Record<LessonType, ({ title }: { title: string }) => React.ReactElement> = {
  LESSON: listPageOf('LESSON'),
  HOMEWORK: listPageOf('HOMEWORK'),
  PRACTICAL_ACTIVITY: listPageOf('PRACTICAL_ACTIVITY'),
  MONTHLY_CHALLENGE: listPageOf('MONTHLY_CHALLENGE'),
  DAILY_CHALLENGE: listPageOf('DAILY_CHALLENGE'),
};
