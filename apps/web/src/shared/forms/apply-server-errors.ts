import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows the server's field errors (`errors: { field: text }`) beside the matching fields; react-hook-form
 * clears each one when its field changes (spec 000 §5). Returns the fields it could not place.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  fieldErrors: Record<string, string>,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
): Record<string, string> {
  const unplaced: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    if ((knownFields as readonly string[]).includes(field))
      setError(field as Path<T>, { type: 'server', message });
    else unplaced[field] = message;
  }
  return unplaced;
}
