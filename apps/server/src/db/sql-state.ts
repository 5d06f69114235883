/**
 * The SQLSTATE PostgreSQL answered with (`23505`, `40P01`, ...), found on the error or on its causes (drizzle
 * wraps the driver's error); undefined for errors PostgreSQL did not answer, such as a lost connection, whose
 * `code` is Node's (`ECONNRESET`) or absent.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
