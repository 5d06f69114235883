// The account-flow pages, loaded together on first visit of any of them.
export { ParentalApprovalPage } from './pages/parental-approval-page.js';
export { PupilWaitingPage, TeacherWaitingPage } from './pages/account-waiting-page.js';
export {
  SchoolRequestPage,
  SchoolDetailsWaitingPage,
  SchoolDetailsCorrectionPage,
} from './pages/school-request-pages.js';
export { SchoolUpdatePage } from './pages/school-update-page.js';
export { ParticipationConfirmationPage } from './pages/participation-confirmation-page.js';
