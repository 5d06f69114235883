// The public pages, loaded together on first visit of any of them (one small chunk).
export { PublicHomePage } from './pages/public-home-page.js';
export { LoginPage } from './pages/login-page.js';
export { RegisterPupilPage } from './pages/register-pupil-page.js';
export { RegisterTeacherPage } from './pages/register-teacher-page.js';
export { ForgotPasswordPage } from './pages/forgot-password-page.js';
export { ResetPasswordPage } from './pages/reset-password-page.js';
