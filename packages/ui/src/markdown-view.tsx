import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { classNames } from './class-names.js';
import { lazyModule } from './lazy-module.js';
import type * as MarkdownRenderModule from './markdown-render.js';

/** Props of {@link MarkdownView}. */
export interface MarkdownViewProps {
  markdown: string;
  className?: string;
}

const renderer = lazyModule(() => import('./markdown-render.js'));

/**
 * Fetches the browser's markdown renderer (marked and DOMPurify) ahead of its first use, e.g. when an
 * authoring page opens. Once it resolves, every {@link MarkdownView} without server-rendered HTML renders
 * at once. A failed download is tried again on the next call.
 */
export function preloadMarkdownRenderer(): Promise<typeof MarkdownRenderModule> {
  return renderer.preload();
}

/** Markdown sources mapped to the sanitized HTML the server made of them. */
export type MarkdownHtml = Readonly<Record<string, string>>;

const MarkdownHtmlContext = createContext<MarkdownHtml | undefined>(undefined);

/**
 * Gives the {@link MarkdownView}s inside it HTML that the server already rendered and sanitized (a lesson's
 * slides, for pupils), keyed by the exact markdown source. A view whose source is in it needs no markdown
 * code in the browser.
 */
export function MarkdownHtmlProvider({
  html,
  children,
}: {
  html: MarkdownHtml | undefined;
  children: ReactNode;
}) {
  return <MarkdownHtmlContext.Provider value={html}>{children}</MarkdownHtmlContext.Provider>;
}

function preparedHtml(prepared: MarkdownHtml | undefined, markdown: string): string | undefined {
  // Own keys only: a source such as "constructor" must not find Object's prototype.
  return prepared && Object.hasOwn(prepared, markdown) ? prepared[markdown] : undefined;
}

/**
 * Renders author-written markdown (lesson texts, slide content) as sanitized HTML: the server's HTML from
 * {@link MarkdownHtmlProvider} when it has this source, else rendered in the browser once the renderer is
 * loaded (announced as busy until then).
 */
export function MarkdownView({ markdown, className }: MarkdownViewProps) {
  const prepared = preparedHtml(useContext(MarkdownHtmlContext), markdown);
  const [renderModule, setRenderModule] = useState(renderer.loaded);
  const [failed, setFailed] = useState(false);
  const needsRenderer = prepared === undefined && !renderModule;
  useEffect(() => {
    if (!needsRenderer) return;
    let live = true;
    preloadMarkdownRenderer().then(
      (arrived) => live && setRenderModule(arrived),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needsRenderer]);
  const html = useMemo(
    () => prepared ?? renderModule?.renderMarkdown(markdown),
    [prepared, renderModule, markdown],
  );
  const classes = classNames('eco-markdown', className);
  if (html !== undefined) return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
  if (failed) return <MarkdownSourceText markdown={markdown} className={className} />;
  return <div className={classes} aria-busy="true" />;
}

/**
 * What {@link MarkdownView} shows when its renderer cannot be downloaded (offline): the markdown source as
 * plain text, line breaks kept, so the text is still there to read.
 */
export function MarkdownSourceText({ markdown, className }: MarkdownViewProps) {
  return <div className={classNames('eco-markdown', 'eco-markdown--plain', className)}>{markdown}</div>;
}
