import { Navigate, useParams } from 'react-router-dom';
import { LESSON_TYPE_INFO, LESSON_TYPES } from '@platform/contracts';

/**
 * `/lessons/{type in lowercase}/edit/{id}` (the path spec 001 §2 names after a first save) -> the Romanian
 * edit path of the route table, e.g. /lessons/homework/edit/7 -> /teme-de-casa/editare/7.
 */
export function legacyEditTarget(typeSegment: string | undefined, id: string | undefined): string | null {
  const type = LESSON_TYPES.find((candidate) => candidate.toLowerCase() === typeSegment?.toLowerCase());
  if (!type || !id || !/^\d+$/.test(id)) return null;
  return `${LESSON_TYPE_INFO[type].editPath}/${id}`;
}

export function LegacyLessonEditRedirect() {
  const { type, id } = useParams();
  return <Navigate to={legacyEditTarget(type, id) ?? '/'} replace />;
}
