const LOCALE = 'ro-RO';

// Built on first use, not when the module loads: the first formatter of a page loads the locale's data,
// about 20 ms of a pupil's first screen in a profile of the lesson route (issue 10), which mostly shows no date.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const dateFormatter = () =>
  (dateFormat ??= new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' }));
const dateTimeFormatter = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat(LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }));

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "22.11.2026" (Romanian locale, spec 000 §9); empty text for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateFormatter().format(date) : '';
}

/** "22.11.2026, 09:30". */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormatter().format(date) : '';
}
