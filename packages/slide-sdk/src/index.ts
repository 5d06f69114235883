export * from './core/constants.js';
export type * from './core/types.js';
