import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { classNames } from './class-names.js';

/** Props of {@link MarkdownView}. */
export interface MarkdownViewProps {
  markdown: string;
  className?: string;
}

/** Converts markdown to HTML and removes anything executable (scripts, event handlers, `javascript:` links). */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Renders author-written markdown (lesson texts, slide content) as sanitized HTML. */
export function MarkdownView({ markdown, className }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return <div className={classNames('eco-markdown', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
