import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// An inline script element: no src attribute, its text up to the closing tag.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source that allows exactly this inline script (`'sha256-…'`). */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of the inline scripts of the web build's index.html (the early calls a pupil's page starts,
 * apps/web/first-load/early-calls-script.ts), for the CSP of every response: the service worker answers later
 * visits with its cached index.html and the headers it was fetched with, whatever page that was. Nothing
 * without a build. An inline script changed after the build is refused by the browser, as any other would be.
 */
export function inlineScriptSourcesOf(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...new Set([...html.matchAll(INLINE_SCRIPT)].map((match) => scriptHashSource(match[1]!)))];
}
