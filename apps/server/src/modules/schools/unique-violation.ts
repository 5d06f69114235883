/** Whether a database error (possibly wrapped by drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
