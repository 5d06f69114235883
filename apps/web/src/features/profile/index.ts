export { ProtocolDialog } from './components/protocol-dialog.js';
export { profileApi, useGetProfileQuery, useUpdateProfileMutation } from './profile-api.js';
