/** Joins the truthy class names with spaces (internal helper, not exported from the package). */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
