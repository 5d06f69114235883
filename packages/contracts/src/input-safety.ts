/** Romanian texts of the input checks every route shares (NUL characters, bodies of unknown fields). */
export const INPUT_MESSAGES = {
  nulCharacter: 'Textul conține caractere nepermise',
  unknownFieldsOnly: 'Cererea nu conține niciun câmp cunoscut',
  unknownField: 'Câmp necunoscut',
  malformedMultipart: 'Fișierul trimis nu a putut fi citit. Încercați din nou.',
} as const;

/**
 * Path (`a.b.0`) of the first string or key holding a NUL character (`\u0000`), or null.
 * PostgreSQL refuses NUL in text and jsonb, so every text of every request is refused with it.
 */
export function findNulCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'request' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000')) return [...path, 'key'].join('.');
    const found = findNulCharacterPath(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
