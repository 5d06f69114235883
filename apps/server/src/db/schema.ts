// Every table of the data model, for drizzle-kit and the typed client.
export * from '../modules/editions/editions.table.js';
export * from '../modules/schools/schools.table.js';
export * from '../modules/users/users.table.js';
export * from '../modules/school-requests/school-requests.table.js';
export * from '../modules/notifications/notifications.table.js';
export * from '../modules/lessons/lessons.table.js';
export * from '../modules/answers/answers.table.js';
export * from '../modules/idempotency/idempotency.table.js';
export * from '../modules/waste-orders/waste-orders.table.js';
export * from '../modules/files/files.table.js';
export * from '../modules/auth/auth.table.js';
export * from '../modules/email/email.table.js';
export * from '../modules/consents/consents.table.js';
export * from '../modules/settings/settings.table.js';
export * from '../modules/dashboards/dashboards.table.js';
