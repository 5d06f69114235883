import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { LessonSchema, type Lesson } from '@platform/contracts';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import {
  canOpenCompletion,
  completionPath,
  completionUser,
  isPreviewPath,
  lessonTypeOfPath,
} from '../completion-access.js';
import { CompletionLocked, SessionExpired } from '../components/completion-status-screens.js';
import { CompletionSession } from '../components/completion-session.js';
import '../completion.css';

/** Navigation state an opener (the editor's preview) may pass: the lesson to preview, so nothing is fetched. */
export interface CompletionPreviewState {
  previewLesson?: Lesson;
}

function handedOverLesson(state: unknown, isPreview: boolean): Lesson | null {
  if (!isPreview || typeof state !== 'object' || state === null) return null;
  const parsed = LessonSchema.safeParse((state as CompletionPreviewState).previewLesson);
  return parsed.success ? parsed.data : null;
}

/**
 * The five completion routes and their /preview variants (spec 001 §2, §4). Checks the user id ('Sesiune
 * expirată') and the per-type permission ('Acces temporar restrictionat') before anything is loaded.
 */
export function CompletionPage({ title }: { title: string }) {
  const { id } = useParams();
  const location = useLocation();
  const claims = useSessionClaims();
  const lessonId = Number(id);
  const isPreview = isPreviewPath(location.pathname);
  const routeType = lessonTypeOfPath(location.pathname);
  const user = completionUser(claims);
  const handedOver = useMemo(() => handedOverLesson(location.state, isPreview), [location.state, isPreview]);

  let body;
  if (!user) body = <SessionExpired />;
  else if (!canOpenCompletion(user.role, isPreview))
    body = (
      <CompletionLocked
        previewPath={
          routeType && canOpenCompletion(user.role, true) ? completionPath(routeType, lessonId, true) : null
        }
      />
    );
  else
    body = (
      <CompletionSession
        key={`${lessonId}-${isPreview}`}
        lessonId={lessonId}
        userId={user.userId}
        role={user.role}
        isPreview={isPreview}
        handedOver={handedOver}
      />
    );

  return (
    <div className="completion-page">
      <PageHeader title={title} />
      {body}
    </div>
  );
}
