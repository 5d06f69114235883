import DOMPurify from 'dompurify';
import { marked } from 'marked';

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A private DOMPurify instance, so our hook never changes how the host app sanitizes. */
function getPurifier() {
  if (!purifier) {
    purifier = DOMPurify(window);
    // An image without alt is read as its file name; authors' raw <img> tags often lack it.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
  }
  return purifier;
}

/**
 * Converts markdown to HTML and removes anything executable (scripts, event handlers, `javascript:`
 * links). Needs a DOM (browser or jsdom). Loaded only where no server-rendered HTML is at hand (see
 * `MarkdownView`): marked and DOMPurify are 27 kB gzip that a pupil's phone should not wait for.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return getPurifier().sanitize(html, { USE_PROFILES: { html: true } });
}
