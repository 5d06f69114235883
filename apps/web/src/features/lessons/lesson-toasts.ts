/** Toast durations of spec 001 §9: 3 s for a success, 5 s for an error or a warning. */
export const LESSON_TOAST_MS = { success: 3_000, error: 5_000 } as const;
