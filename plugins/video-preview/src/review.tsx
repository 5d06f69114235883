import { Badge } from '@platform/ui';
import type { SlideReviewProps } from '@platform/slide-sdk';
import type { VideoPreviewAnswer, VideoPreviewData } from './core/schema.js';
import { parseVideoUrl } from './core/video-source.js';
import { linkStyle, rootStyle } from './layout.js';

/** What a teacher sees: which video it was and whether the pupil confirmed watching it. */
export function VideoPreviewReview({ data, answer }: SlideReviewProps<VideoPreviewData, VideoPreviewAnswer>) {
  const name = data.title?.trim() || data.videoUrl;
  // Only a recognised link becomes clickable, never whatever string the data holds.
  const isLinkable = parseVideoUrl(data.videoUrl) !== null;
  return (
    <div style={rootStyle}>
      <p style={{ margin: 0 }}>
        Videoclip:{' '}
        {isLinkable ? (
          <a href={data.videoUrl.trim()} target="_blank" rel="noreferrer noopener" style={linkStyle}>
            {name}
          </a>
        ) : (
          name
        )}
      </p>
      <p style={{ margin: 0 }}>
        {answer.watched ? (
          <Badge tone="success">Vizionare confirmată</Badge>
        ) : (
          <Badge tone="warning">Vizionare neconfirmată</Badge>
        )}
      </p>
    </div>
  );
}
