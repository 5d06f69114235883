import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { classNames } from './class-names.js';

/** Props of {@link MarkdownView}. */
export interface MarkdownViewProps {
  markdown: string;
  className?: string;
}

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
 * links). Needs a DOM (browser or jsdom).
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return getPurifier().sanitize(html, { USE_PROFILES: { html: true } });
}

/** Renders author-written markdown (lesson texts, slide content) as sanitized HTML. */
export function MarkdownView({ markdown, className }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return <div className={classNames('eco-markdown', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
