import { LESSON_TYPE_INFO, LESSON_TYPES, type EarlyCallingPage } from '@platform/contracts';
import { COMPLETE_ROLES } from '../src/features/completion/completion-access.js';
import { rolesThatCan } from '../src/features/lessons/lesson-permissions.js';
import { LESSON_LIST_ROLES } from '../src/app/routing/lesson-list-roles.js';
import {
  API_PATH_PREFIX,
  completionLessonPath,
  lessonListPath,
  myLessonAnswersPath,
  myProgressPath,
  profilePath,
} from '../src/shared/api/first-call-paths.js';
import { serializeParams } from '../src/shared/api/serialize-params.js';
import { PUPIL_LIST_TYPES } from './route-preloads.js';

const api = (path: string, params?: Record<string, string>) =>
  `${API_PATH_PREFIX}${path}${params ? `?${serializeParams(params)}` : ''}`;

/**
 * The calls a pupil's pages make first, which index.html starts before the app's code arrives
 * (early-calls-script.ts). Built from the builders the endpoints use, so a call here is the app's own URL.
 * Every signed-in page waits for the profile (the access rules need it); the rest is what the page then asks
 * for, for the roles that ask.
 */
export const EARLY_CALLING_PAGES: readonly EarlyCallingPage[] = [
  {
    // What the completion prefetch asks for (completion-prefetch.ts), for who may complete; not the previews.
    paths: LESSON_TYPES.map((type) => `${LESSON_TYPE_INFO[type].completePath}/:id`),
    roles: [...COMPLETE_ROLES],
    calls: [api(profilePath()), api(completionLessonPath(':id')), api(myLessonAnswersPath(':id'))],
  },
  // A lesson list (lesson-list-page.tsx) shows its lessons to those who may open it and view lessons.
  ...PUPIL_LIST_TYPES.map((type) => ({
    paths: [LESSON_TYPE_INFO[type].listPath],
    roles: LESSON_LIST_ROLES[type].filter((role) => rolesThatCan('view').includes(role)),
    calls: [api(profilePath()), api(lessonListPath(), { type })],
  })),
  // The pupil's home: their progress above the homework list.
  { paths: [LESSON_TYPE_INFO.HOMEWORK.listPath], roles: ['ELEV'], calls: [api(myProgressPath())] },
];
