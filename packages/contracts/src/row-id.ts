import { z } from 'zod';

/** Largest id of a stored row (PostgreSQL `integer`); a larger id is bad input, never a database error. */
export const MAX_ROW_ID = 2_147_483_647;
/** A stored row id in a JSON body: a positive 32-bit integer. */
export const RowIdSchema = z.number().int().positive().max(MAX_ROW_ID);
/** A stored row id in a path or query parameter (text converted to a number). */
export const RowIdParamSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
