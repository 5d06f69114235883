import type { SlideViewProps } from '@platform/slide-sdk';
import { MarkdownView } from '@platform/ui';
import { useEffect, useRef } from 'react';
import type { InfoAnswer, InfoData } from './core/index.js';

/**
 * What a pupil sees: the image and the sanitized content. Opening the slide is the answer: in
 * `complete` and `preview` modes it reports `{ seen: true }` once, so the pupil can move on.
 */
export function InfoView({
  data,
  answer,
  onAnswerChange,
  mode,
  disabled,
}: SlideViewProps<InfoData, InfoAnswer>) {
  const reported = useRef(false);
  const alreadySeen = answer?.seen === true;
  useEffect(() => {
    if (reported.current || alreadySeen || disabled || mode === 'review') return;
    reported.current = true;
    onAnswerChange({ seen: true });
  }, [alreadySeen, disabled, mode, onAnswerChange]);

  return (
    <article
      style={{
        fontFamily: 'var(--eco-font-body)',
        color: 'var(--eco-color-text)',
        display: 'grid',
        gap: 'var(--eco-space-4)',
        fontSize: 'var(--eco-font-size-lg)',
        lineHeight: 'var(--eco-line-height-body)',
      }}
    >
      {data.imageUrl && (
        <img
          src={data.imageUrl}
          alt={data.imageAlt ?? ''}
          style={{
            display: 'block',
            width: '100%',
            maxHeight: '24rem',
            objectFit: 'contain',
            borderRadius: 'var(--eco-radius-lg)',
            background: 'var(--eco-color-surface-muted)',
          }}
        />
      )}
      <MarkdownView markdown={data.markdown} />
    </article>
  );
}
