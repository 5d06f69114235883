import { sqlStateOf } from '../../db/sql-state.js';

/** Whether a database error (possibly wrapped by drizzle) is a unique-constraint violation. */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';
