import { MarkdownEditor, TextField } from '@platform/ui';
import type { SlideEditorProps } from '@platform/slide-sdk';
import type { VideoPreviewData } from './core/schema.js';
import { VIDEO_TEXT_MAX, VIDEO_TITLE_MAX, VIDEO_URL_MAX } from './core/messages.js';
import { parseVideoUrl } from './core/video-source.js';
import { issueMessage } from './issue-message.js';
import { rootStyle, sectionTitleStyle, stackStyle } from './layout.js';
import { VideoFrame } from './video-frame.js';

const URL_HINT =
  'Lipiți un link YouTube (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…), Vimeo (vimeo.com/…) sau adresa unui fișier video încărcat pe platformă (/api/files/…).';

/** Author form of a VIDEO_PREVIEW slide, with a live preview once the link is recognised. */
export function VideoPreviewEditor({ data, onChange, issues, disabled }: SlideEditorProps<VideoPreviewData>) {
  const source = parseVideoUrl(data.videoUrl);
  return (
    <div style={rootStyle}>
      <TextField
        label="Titlu (opțional)"
        value={data.title ?? ''}
        maxLength={VIDEO_TITLE_MAX}
        disabled={disabled}
        error={issueMessage(issues, 'title')}
        onChange={(event) => onChange({ ...data, title: event.target.value })}
      />
      <TextField
        label="Adresa videoclipului"
        required
        hint={URL_HINT}
        value={data.videoUrl ?? ''}
        maxLength={VIDEO_URL_MAX}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://www.youtube.com/watch?v=…"
        disabled={disabled}
        error={issueMessage(issues, 'videoUrl')}
        onChange={(event) => onChange({ ...data, videoUrl: event.target.value })}
      />
      <MarkdownEditor
        label={`Text sau instrucțiuni sub videoclip (opțional, maximum ${VIDEO_TEXT_MAX} de caractere)`}
        value={data.text ?? ''}
        disabled={disabled}
        error={issueMessage(issues, 'text')}
        // The rich-text editor also reports its unchanged content (e.g. on mount); that is not an edit.
        onChange={(text) => text !== (data.text ?? '') && onChange({ ...data, text })}
      />
      {source && (
        <section aria-label="Previzualizare videoclip" style={stackStyle}>
          <p style={sectionTitleStyle}>Previzualizare</p>
          <VideoFrame source={source} title={data.title} compact />
        </section>
      )}
    </div>
  );
}
