/** Ids of a field's hint and error, joined for `aria-describedby` (internal helper). */
export function describedBy(
  hintId: string,
  errorId: string,
  hint: string | undefined,
  error: string | undefined,
  extra?: string,
): string | undefined {
  const ids = [extra, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
