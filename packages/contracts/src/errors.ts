import { z } from 'zod';

/** Every error response of the API: a Romanian message (a toast) and field errors (shown beside fields). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).default({}),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
