export * from './roles.js';
export * from './lesson-types.js';
export * from './answer-states.js';
export * from './uploads.js';
export * from './slide-envelope.js';
export * from './errors.js';
export * from './auth.js';
export * from './messages.js';
