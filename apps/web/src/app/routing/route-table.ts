import { PAGE_TITLES } from '../../shared/messages/navigation-messages.js';
import type { RouteDefinition } from './route-definition.js';
import { lazyPage } from './lazy-page.js';
import { PATHS } from './paths.js';
import { LESSON_LIST_ROLES } from './lesson-list-roles.js';

const auth = () => import('../../features/auth/auth-pages.js');
const lessonLists = () => import('../../features/lessons/index.js');
const flows = () => import('../../features/account-flows/account-flow-pages.js');
const enrollmentRequests = lazyPage(
  () => import('../../features/enrollment-requests/pages/enrollment-requests-page.js'),
  (m) => m.EnrollmentRequestsPage,
);
const lessonEditors = () => import('../../features/lesson-editor/index.js');
const profilePage = lazyPage(
  () => import('../../features/profile/pages/profile-page.js'),
  (m) => m.ProfilePage,
);
const usersReport = lazyPage(
  () => import('../../features/users-report/pages/users-report-page.js'),
  (m) => m.UsersReportPage,
);

const notificationsPage = lazyPage(
  () => import('../../features/notifications/pages/notifications-page.js'),
  (m) => m.NotificationsPage,
);

const myPupilsPage = lazyPage(
  () => import('../../features/my-pupils/pages/my-pupils-page.js'),
  (m) => m.MyPupilsPage,
);

const answersReport = lazyPage(
  () => import('../../features/answers-report/pages/answers-report-page.js'),
  (m) => m.AnswersReportPage,
);
const completion = lazyPage(
  () => import('../../features/completion/pages/completion-page.js'),
  (m) => m.CompletionPage,
  (context) =>
    import('../../features/completion/hooks/completion-prefetch.js').then((m) =>
      m.prefetchCompletion(context),
    ),
);

const ordersReport = lazyPage(
  () => import('../../features/waste-orders/pages/orders-report-page.js'),
  (m) => m.OrdersReportPage,
);
const placeOrder = lazyPage(
  () => import('../../features/waste-orders/pages/place-order-page.js'),
  (m) => m.PlaceOrderPage,
);

const STAFF = ['DBEST', 'ADMIN'] as const;
/**
 * Completion routes: the route list of spec 001 §2 plus ELEV, who completes every type by the permission table
 * of 001 §6; the page's per-type check then lets PROFESOR open only the previews (docs/decisions.md).
 */
const COMPLETION_ROLES = ['DBEST', 'ADMIN', 'PROFESOR', 'ELEV'] as const;
const ALL_FIVE = ['ELEV', 'PROFESOR', 'ADMIN', 'DBEST', 'LOGISTIC'] as const;
const CHALLENGE_ROLES = ['ADMIN', 'ELEV', 'PROFESOR'] as const;

/**
 * Every route of spec 000 §2 (and the lesson paths of 001 §2) as data: the router guards, the redirects
 * and the sidebar are all derived from this one table.
 */
export const ROUTES: readonly RouteDefinition[] = [
  // Public pages
  {
    key: 'HOME',
    path: PATHS.publicHome,
    title: PAGE_TITLES.publicHome,
    access: 'public',
    page: lazyPage(auth, (m) => m.PublicHomePage),
  },
  {
    key: 'LOGIN',
    path: PATHS.login,
    title: PAGE_TITLES.login,
    access: 'public',
    page: lazyPage(auth, (m) => m.LoginPage),
  },
  {
    key: 'TEACHER_LOGIN',
    path: PATHS.teacherLogin,
    title: PAGE_TITLES.login,
    access: 'redirect',
    to: PATHS.login,
  },
  {
    key: 'PUPIL_LOGIN',
    path: PATHS.pupilLogin,
    title: PAGE_TITLES.login,
    access: 'redirect',
    to: PATHS.login,
  },
  {
    key: 'TEACHER_REGISTRATION',
    path: PATHS.registerTeacher,
    title: PAGE_TITLES.registerTeacher,
    access: 'public',
    page: lazyPage(auth, (m) => m.RegisterTeacherPage),
  },
  {
    key: 'PUPIL_REGISTRATION',
    path: PATHS.registerPupil,
    title: PAGE_TITLES.registerPupil,
    access: 'public',
    page: lazyPage(auth, (m) => m.RegisterPupilPage),
  },
  {
    key: 'FORGOT_PASSWORD',
    path: PATHS.forgotPassword,
    title: PAGE_TITLES.forgotPassword,
    access: 'public',
    page: lazyPage(auth, (m) => m.ForgotPasswordPage),
  },
  {
    key: 'RESET_PASSWORD',
    path: PATHS.resetPassword,
    title: PAGE_TITLES.resetPassword,
    access: 'public',
    page: lazyPage(auth, (m) => m.ResetPasswordPage),
    allowSignedIn: true,
  },

  // Content (lists, editors) — owned by the lesson work
  {
    key: 'LESSONS',
    path: PATHS.lessons,
    title: PAGE_TITLES.lessons,
    access: 'authenticated',
    roles: LESSON_LIST_ROLES.LESSON,
    page: lazyPage(lessonLists, (m) => m.LESSON_LIST_PAGES.LESSON),
    menu: { label: PAGE_TITLES.lessons, order: 1 },
  },
  {
    // Spec 001 §2 names this path after a first save; it forwards to the Romanian edit path of the type.
    key: 'LEGACY_LESSON_EDITOR',
    path: '/lessons/:type/edit/:id',
    title: PAGE_TITLES.lessonEditor,
    access: 'authenticated',
    roles: STAFF,
    page: lazyPage(lessonEditors, (m) => m.LegacyLessonEditRedirect),
  },
  {
    key: 'LESSON_EDITOR',
    path: '/lectii/editare/:id?',
    title: PAGE_TITLES.lessonEditor,
    access: 'authenticated',
    roles: STAFF,
    page: lazyPage(lessonEditors, (m) => m.LESSON_EDITOR_PAGES.LESSON),
  },
  {
    key: 'HOMEWORK',
    path: PATHS.homework,
    title: PAGE_TITLES.homework,
    access: 'authenticated',
    roles: LESSON_LIST_ROLES.HOMEWORK,
    page: lazyPage(lessonLists, (m) => m.LESSON_LIST_PAGES.HOMEWORK),
    menu: { label: PAGE_TITLES.homework, order: 2 },
  },
  {
    key: 'HOMEWORK_EDITOR',
    path: '/teme-de-casa/editare/:id?',
    title: PAGE_TITLES.homeworkEditor,
    access: 'authenticated',
    roles: STAFF,
    page: lazyPage(lessonEditors, (m) => m.LESSON_EDITOR_PAGES.HOMEWORK),
  },
  {
    key: 'PRACTICAL_ACTIVITIES',
    path: PATHS.practicalActivities,
    title: PAGE_TITLES.practicalActivities,
    access: 'authenticated',
    roles: LESSON_LIST_ROLES.PRACTICAL_ACTIVITY,
    page: lazyPage(lessonLists, (m) => m.LESSON_LIST_PAGES.PRACTICAL_ACTIVITY),
    menu: { label: PAGE_TITLES.practicalActivities, order: 3 },
  },
  {
    key: 'PRACTICAL_ACTIVITY_EDITOR',
    path: '/activitati-practice/editare/:id?',
    title: PAGE_TITLES.practicalActivityEditor,
    access: 'authenticated',
    roles: STAFF,
    page: lazyPage(lessonEditors, (m) => m.LESSON_EDITOR_PAGES.PRACTICAL_ACTIVITY),
  },
  {
    key: 'CHALLENGES',
    path: PATHS.challenges,
    title: PAGE_TITLES.challenges,
    access: 'authenticated',
    roles: LESSON_LIST_ROLES.MONTHLY_CHALLENGE,
    page: lazyPage(lessonLists, (m) => m.LESSON_LIST_PAGES.MONTHLY_CHALLENGE),
    menu: { label: PAGE_TITLES.challenges, order: 4 },
  },
  {
    key: 'CHALLENGE_EDITOR',
    path: '/provocari/editare/:id?',
    title: PAGE_TITLES.challengeEditor,
    access: 'authenticated',
    roles: CHALLENGE_ROLES,
    page: lazyPage(lessonEditors, (m) => m.LESSON_EDITOR_PAGES.MONTHLY_CHALLENGE),
  },
  {
    key: 'DAILY_CHALLENGES',
    path: PATHS.dailyChallenges,
    title: PAGE_TITLES.dailyChallenges,
    access: 'authenticated',
    roles: LESSON_LIST_ROLES.DAILY_CHALLENGE,
    page: lazyPage(lessonLists, (m) => m.LESSON_LIST_PAGES.DAILY_CHALLENGE),
  },
  {
    key: 'DAILY_CHALLENGE_EDITOR',
    path: '/provocari-zilnice/editare/:id?',
    title: PAGE_TITLES.dailyChallengeEditor,
    access: 'authenticated',
    roles: STAFF,
    page: lazyPage(lessonEditors, (m) => m.LESSON_EDITOR_PAGES.DAILY_CHALLENGE),
  },

  // Completion — owned by the completion engine work; each has a /preview variant
  {
    key: 'LESSON_COMPLETION',
    path: '/completare-lectie/id/:id',
    title: PAGE_TITLES.lessonCompletion,
    access: 'authenticated',
    roles: COMPLETION_ROLES,
    page: completion,
  },
  {
    key: 'LESSON_COMPLETION_PREVIEW',
    path: '/completare-lectie/id/:id/preview',
    title: PAGE_TITLES.lessonCompletion,
    access: 'authenticated',
    roles: COMPLETION_ROLES,
    page: completion,
  },
  {
    key: 'HOMEWORK_COMPLETION',
    path: '/completare-tema-pentru-acasa/id/:id',
    title: PAGE_TITLES.homeworkCompletion,
    access: 'authenticated',
    roles: COMPLETION_ROLES,
    page: completion,
  },
  {
    key: 'HOMEWORK_COMPLETION_PREVIEW',
    path: '/completare-tema-pentru-acasa/id/:id/preview',
    title: PAGE_TITLES.homeworkCompletion,
    access: 'authenticated',
    roles: COMPLETION_ROLES,
    page: completion,
  },
  {
    key: 'PRACTICAL_ACTIVITY_COMPLETION',
    path: '/completare-activitate-practica/id/:id',
    title: PAGE_TITLES.practicalActivityCompletion,
    access: 'authenticated',
    roles: COMPLETION_ROLES,
    page: completion,
  },
  {
    key: 'PRACTICAL_ACTIVITY_COMPLETION_PREVIEW',
    path: '/completare-activitate-practica/id/:id/preview',
    title: PAGE_TITLES.practicalActivityCompletion,
    access: 'authenticated',
    roles: COMPLETION_ROLES,
    page: completion,
  },
  {
    key: 'CHALLENGE_COMPLETION',
    path: '/completare-provocare/id/:id',
    title: PAGE_TITLES.challengeCompletion,
    access: 'authenticated',
    roles: COMPLETION_ROLES,
    page: completion,
  },
  {
    key: 'CHALLENGE_COMPLETION_PREVIEW',
    path: '/completare-provocare/id/:id/preview',
    title: PAGE_TITLES.challengeCompletion,
    access: 'authenticated',
    roles: COMPLETION_ROLES,
    page: completion,
  },
  {
    key: 'DAILY_CHALLENGE_COMPLETION',
    path: '/completare-provocare-zilnica/id/:id',
    title: PAGE_TITLES.dailyChallengeCompletion,
    access: 'authenticated',
    roles: COMPLETION_ROLES,
    page: completion,
  },
  {
    key: 'DAILY_CHALLENGE_COMPLETION_PREVIEW',
    path: '/completare-provocare-zilnica/id/:id/preview',
    title: PAGE_TITLES.dailyChallengeCompletion,
    access: 'authenticated',
    roles: COMPLETION_ROLES,
    page: completion,
  },

  // Reports and orders — owned by the reports and orders work
  {
    key: 'EDITION_REPORT',
    path: PATHS.editionReport,
    title: PAGE_TITLES.editionReport,
    access: 'authenticated',
    roles: STAFF,
    page: lazyPage(
      () => import('../../features/edition-report/pages/edition-report-page.js'),
      (m) => m.EditionReportPage,
    ),
    menu: { label: PAGE_TITLES.editionReport, order: 5 },
  },
  {
    key: 'ORDERS_REPORT',
    path: PATHS.ordersReport,
    title: PAGE_TITLES.ordersReport,
    access: 'authenticated',
    roles: [...STAFF, 'PROFESOR', 'LOGISTIC'],
    page: ordersReport,
    menu: { label: PAGE_TITLES.ordersReport, order: 6 },
  },
  {
    key: 'PLACE_ORDER',
    path: PATHS.placeOrder,
    title: PAGE_TITLES.placeOrder,
    access: 'authenticated',
    roles: ['PROFESOR'],
    page: placeOrder,
  },
  {
    key: 'ACTIVITY_HISTORY',
    path: PATHS.activityHistory,
    title: PAGE_TITLES.activityHistory,
    access: 'authenticated',
    roles: [...STAFF, 'PROFESOR'],
    page: answersReport,
    menu: { label: PAGE_TITLES.activityHistory, order: 7 },
  },
  {
    key: 'SCHOOLS_REPORT',
    path: PATHS.schoolsReport,
    title: PAGE_TITLES.schoolsReport,
    access: 'authenticated',
    roles: STAFF,
    page: lazyPage(
      () => import('../../features/schools-report/pages/schools-report-page.js'),
      (m) => m.SchoolsReportPage,
    ),
    menu: { label: PAGE_TITLES.schoolsReport, order: 8 },
  },
  {
    key: 'ENROLLMENT_REQUESTS',
    path: PATHS.enrollmentRequests,
    title: PAGE_TITLES.enrollmentRequests,
    access: 'authenticated',
    roles: ['ADMIN'],
    page: enrollmentRequests,
    menu: { label: PAGE_TITLES.enrollmentRequests, order: 9 },
  },
  {
    key: 'MY_PUPILS',
    path: PATHS.myPupils,
    title: PAGE_TITLES.myPupils,
    access: 'authenticated',
    roles: ['PROFESOR'],
    page: myPupilsPage,
    menu: { label: PAGE_TITLES.myPupils, order: 10 },
  },
  {
    key: 'USERS_REPORT',
    path: PATHS.usersReport,
    title: PAGE_TITLES.usersReport,
    access: 'authenticated',
    roles: ['ADMIN'],
    page: usersReport,
    menu: { label: PAGE_TITLES.usersReport, order: 11 },
  },
  {
    key: 'NOTIFICATIONS_REPORT',
    path: PATHS.notificationsReport,
    title: PAGE_TITLES.notificationsReport,
    access: 'authenticated',
    roles: STAFF,
    page: lazyPage(
      () => import('../../features/notifications-report/pages/notifications-report-page.js'),
      (m) => m.NotificationsReportPage,
    ),
    menu: { label: PAGE_TITLES.notificationsReport, order: 12 },
  },

  // Account flows
  {
    key: 'NOTIFICATIONS',
    path: PATHS.notifications,
    title: PAGE_TITLES.notifications,
    access: 'authenticated',
    roles: [...STAFF, 'PROFESOR', 'ELEV'],
    page: notificationsPage,
    menu: { label: PAGE_TITLES.notifications, order: 13 },
  },
  {
    key: 'SCHOOL_FORM_ACCOUNT_UNAUTHORIZED_V2',
    path: PATHS.schoolRequest,
    title: PAGE_TITLES.schoolRequest,
    access: 'authenticated',
    roles: ['PROFESOR'],
    page: lazyPage(flows, (m) => m.SchoolRequestPage),
    menu: {
      label: PAGE_TITLES.schoolRequest,
      order: 13,
      isVisible: (s) => !s.isEnabled || s.schoolId === null,
    },
  },
  {
    key: 'PARENTAL_APPROVAL',
    path: PATHS.parentalApproval,
    title: PAGE_TITLES.parentalApproval,
    access: 'authenticated',
    roles: ['ELEV'],
    page: lazyPage(flows, (m) => m.ParentalApprovalPage),
    menu: { label: PAGE_TITLES.parentalApproval, order: 14, isVisible: (s) => !s.isEnabled },
  },
  {
    key: 'SCHOOL_UPDATE',
    path: PATHS.schoolUpdate,
    title: PAGE_TITLES.schoolUpdate,
    access: 'authenticated',
    roles: ['PROFESOR'],
    page: lazyPage(flows, (m) => m.SchoolUpdatePage),
    menu: {
      label: PAGE_TITLES.schoolUpdate,
      order: 14,
      bold: true,
      isVisible: (s) => s.isEnabled && s.schoolId !== null,
    },
  },
  {
    key: 'PROFILE',
    path: PATHS.profile,
    title: PAGE_TITLES.profile,
    access: 'authenticated',
    roles: ALL_FIVE,
    page: profilePage,
  },
  {
    key: 'PUPIL_WAITING',
    path: PATHS.pupilWaiting,
    title: PAGE_TITLES.pupilWaiting,
    access: 'authenticated',
    roles: ['ELEV'],
    page: lazyPage(flows, (m) => m.PupilWaitingPage),
  },
  {
    key: 'TEACHER_WAITING',
    path: PATHS.teacherWaiting,
    title: PAGE_TITLES.teacherWaiting,
    access: 'authenticated',
    roles: ['PROFESOR'],
    page: lazyPage(flows, (m) => m.TeacherWaitingPage),
  },
  {
    key: 'SCHOOL_DETAILS_WAITING',
    path: PATHS.schoolDetailsWaiting,
    title: PAGE_TITLES.schoolDetailsWaiting,
    access: 'authenticated',
    roles: ['PROFESOR'],
    page: lazyPage(flows, (m) => m.SchoolDetailsWaitingPage),
  },
  {
    key: 'SCHOOL_DETAILS_CORRECTION',
    path: PATHS.schoolDetailsCorrection,
    title: PAGE_TITLES.schoolDetailsCorrection,
    access: 'authenticated',
    roles: ['PROFESOR'],
    page: lazyPage(flows, (m) => m.SchoolDetailsCorrectionPage),
  },
  {
    key: 'SCHOOL_REGISTRATION_CONFIRMATION',
    path: PATHS.schoolRegistrationConfirmation,
    title: PAGE_TITLES.schoolRegistrationConfirmation,
    access: 'authenticated',
    roles: ['PROFESOR'],
    page: lazyPage(flows, (m) => m.ParticipationConfirmationPage),
  },
];
