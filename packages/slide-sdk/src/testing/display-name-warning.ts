/** The same words as the type? `Ordering`, `ordering`, `Quiz poll` and `QUIZ-POLL` all repeat their type. */
function repeatsType(displayName: string, type: string): boolean {
  return (
    displayName
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_') === type
  );
}

/**
 * Warnings (not failures) about what authors will read: the display name appears in the Romanian editor,
 * so one that only repeats the type name (usually the English default of the scaffold) is a mistake.
 */
export function displayNameWarnings(core: { type: string; displayName: string }): string[] {
  return repeatsType(core.displayName, core.type)
    ? [
        `${core.type}: displayName "${core.displayName}" repeats the type name; give the Romanian name authors see in the editor (e.g. "Ordonare").`,
      ]
    : [];
}
