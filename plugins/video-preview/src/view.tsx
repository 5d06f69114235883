import type { CSSProperties } from 'react';
import { Alert, Checkbox, MarkdownView } from '@platform/ui';
import type { SlideViewProps } from '@platform/slide-sdk';
import { VIDEO_PREVIEW_MESSAGES as M } from './core/messages.js';
import type { VideoPreviewAnswer, VideoPreviewData } from './core/schema.js';
import { parseVideoUrl } from './core/video-source.js';
import { issueMessage, wholeValueMessages } from './issue-message.js';
import { rootStyle, slideTitleStyle } from './layout.js';
import { VideoFrame } from './video-frame.js';

const confirmStyle = (watched: boolean): CSSProperties => ({
  // The checkbox keeps its own bottom margin, so the box has none at the bottom.
  padding: 'var(--eco-space-3) var(--eco-space-4) 0',
  borderRadius: 'var(--eco-radius-lg)',
  border: `2px solid ${watched ? 'var(--eco-color-success)' : 'var(--eco-color-border)'}`,
  background: watched ? 'var(--eco-color-success-bg)' : 'var(--eco-color-surface)',
  fontSize: 'var(--eco-font-size-lg)',
  fontWeight: 600,
});

/** The pupil watches the video, reads the text and confirms with „Am urmărit videoclipul”. */
export function VideoPreviewView({
  data,
  answer,
  onAnswerChange,
  mode,
  issues,
  disabled,
}: SlideViewProps<VideoPreviewData, VideoPreviewAnswer>) {
  const source = parseVideoUrl(data.videoUrl);
  const watched = answer?.watched === true;
  const general = wholeValueMessages(issues);
  return (
    <div style={rootStyle}>
      {data.title?.trim() && <h2 style={slideTitleStyle}>{data.title}</h2>}
      {source ? (
        <VideoFrame source={source} title={data.title} />
      ) : (
        <Alert tone="warning" title="Videoclipul nu poate fi afișat">
          {M.invalidUrl}
        </Alert>
      )}
      {data.text?.trim() && <MarkdownView markdown={data.text} />}
      <div style={confirmStyle(watched)}>
        <Checkbox
          label={M.watchedLabel}
          checked={watched}
          disabled={disabled || mode === 'review'}
          error={issueMessage(issues, 'watched') ?? general[0]}
          onChange={(checked) => onAnswerChange({ watched: checked })}
        />
      </div>
    </div>
  );
}
