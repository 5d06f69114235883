/** English words our error texts never use; Romanian ones one of them always has. */
const ENGLISH =
  /\b(the|is|must|error|not found|required|expected|body|request|unexpected|forbidden|unauthorized)\b/i;
const ROMANIAN =
  /[ăâîșțşţĂÂÎȘȚ]|\b(nu|este|sunt|sau|de|la|pentru|prea|cererea|resursa|datele|tipul|acces|contul|campuri|campurile|câmp|eroare|momentan|sesiune|va|rugam|toate|fost|un|o|si|și|din|în)\b/i;

export function isRomanianMessage(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    message.trim().length > 3 &&
    ROMANIAN.test(message) &&
    !ENGLISH.test(message)
  );
}

/** A stack trace or an internal error name leaking into a response body. */
export function leaksInternals(body: string): boolean {
  return /\n\s+at\s|node_modules|\b(TypeError|ReferenceError|SyntaxError|PostgresError|error: )|\.ts:\d+/.test(
    body,
  );
}

/** What went wrong with one response, or null when it is a clean refusal. */
export function problemOf(status: number, body: string): string | null {
  if (status >= 500) return `status ${status}: ${body.slice(0, 200)}`;
  if (status < 400) return `accepted (${status}): ${body.slice(0, 200)}`;
  if (leaksInternals(body)) return `leaks internals: ${body.slice(0, 200)}`;
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return `not JSON: ${body.slice(0, 200)}`;
  }
  return isRomanianMessage(message) ? null : `message not Romanian: ${JSON.stringify(message)}`;
}
