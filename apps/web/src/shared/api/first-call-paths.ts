/**
 * Addresses (under `API_PATH_PREFIX`) of the calls a pupil's page makes first. The endpoints build their
 * URLs with these, and so does the list of calls index.html starts before the app's code arrives
 * (first-load/early-calling-pages.ts), so the two cannot drift apart.
 */
export const API_PATH_PREFIX = '/api';
export const profilePath = () => '/users/profile';
export const completionLessonPath = (lessonId: number | string) => `/lessons/${lessonId}`;
export const myLessonAnswersPath = (lessonId: number | string) => `/answers/lessons/${lessonId}`;
export const lessonListPath = () => '/lessons';
export const myProgressPath = () => '/dashboards/my-progress';
