/**
 * The pause before the single retry of a query that failed transiently (no answer, or a 5xx). Its own module
 * so that the Storybook visual check, which must wait for that retry before a screenshot, can read it.
 */
export const QUERY_RETRY_DELAY_MS = 500;
