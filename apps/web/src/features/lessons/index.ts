export { LESSON_LIST_PAGES, LessonListPage } from './pages/lesson-list-page.js';
