/** `datetime-local` value (browser time zone) -> epoch milliseconds, or null when empty or invalid. */
export function deadlineFromInput(value: string): number | null {
  if (!value) return null;
  // Without a zone designator the date-time form is read in the browser's time zone (spec 001 §9).
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch milliseconds -> `datetime-local` value in the browser's time zone. */
export function deadlineToInput(epochMs: number | null): string {
  if (epochMs === null) return '';
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
