import { findMarkdownStrings } from '@platform/slide-sdk';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * What author markdown may keep once rendered: what marked (GFM) produces and the tags authors write by
 * hand in lessons (images, figures, details), with no script, style, frame, form or event handler, and links
 * only to web, mail and phone addresses. The browser's fallback (DOMPurify in @platform/ui) keeps at least as
 * much; `learner-markdown.test.ts` checks both agree on lesson-like markdown.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins', 'details', 'summary', 'input'],
  allowedAttributes: {
    a: ['href', 'name', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    input: ['type', 'checked', 'disabled'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    // An image without alt is read as its file name; authors' raw <img> tags often lack it.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    // GFM task lists: a read-only checkbox, never a field of a form.
    input: (tagName, attribs) => ({
      tagName,
      attribs: { type: 'checkbox', disabled: '', ...(attribs.checked !== undefined && { checked: '' }) },
    }),
  },
};

/** Markdown to sanitized HTML, as a pupil's slide shows it. Same marked options as the browser's renderer. */
export function renderLearnerMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }), SANITIZE_OPTIONS);
}

/**
 * Characters (sources plus their HTML) of rendered markdown kept per process: a lesson's texts are asked for by
 * every pupil who opens it. At most about 8 MB of strings (UTF-16), whatever the size of each text (an INFO slide may
 * hold 20,000 characters); the oldest rendered go first.
 */
export const CACHE_CHARACTER_LIMIT = 4_000_000;
const rendered = new Map<string, string>();
let cachedCharacters = 0;

function renderCached(markdown: string): string {
  const kept = rendered.get(markdown);
  if (kept !== undefined) return kept;
  const html = renderLearnerMarkdown(markdown);
  rendered.set(markdown, html);
  cachedCharacters += markdown.length + html.length;
  for (const [source, old] of rendered) {
    if (cachedCharacters <= CACHE_CHARACTER_LIMIT) break;
    rendered.delete(source);
    cachedCharacters -= source.length + old.length;
  }
  return html;
}

/** How much the cache holds (tests). */
export function learnerMarkdownCacheSize(): { entries: number; characters: number } {
  return { entries: rendered.size, characters: cachedCharacters };
}

/**
 * The markdown that a plugin's `markdownPaths` name in a slide's learner data, rendered and sanitized, keyed by
 * the source (what the plugin's View passes to `MarkdownView`); undefined when there is none.
 */
export function learnerMarkdownHtml(
  markdownPaths: readonly string[],
  learnerData: unknown,
): Record<string, string> | undefined {
  const sources = findMarkdownStrings(learnerData, markdownPaths);
  if (sources.length === 0) return undefined;
  return Object.fromEntries(sources.map((source) => [source, renderCached(source)]));
}
