export { ChangePasswordDialog } from './components/change-password-dialog.js';
export { authApi } from './auth-api.js';
