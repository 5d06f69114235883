export { LESSON_EDITOR_PAGES, LessonEditorPage } from './pages/lesson-editor-page.js';
export { LegacyLessonEditRedirect } from './pages/legacy-edit-redirect.js';
