import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestHostServices } from '@platform/slide-sdk/testing';
import { VideoPreviewEditor } from './editor.js';
import { VideoPreviewView } from './view.js';

const services = createTestHostServices();

describe('VideoPreviewView', () => {
  it('embeds YouTube through youtube-nocookie in a titled frame', () => {
    render(
      <VideoPreviewView
        data={{ videoUrl: 'https://youtu.be/dQw4w9WgXcQ', title: 'Bateriile' }}
        answer={undefined}
        onAnswerChange={() => undefined}
        mode="complete"
        services={services}
      />,
    );
    const frame = screen.getByTitle('Videoclip: Bateriile');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    expect(screen.getByRole('heading', { name: 'Bateriile' })).toBeInTheDocument();
  });

  it('embeds Vimeo through its player', () => {
    render(
      <VideoPreviewView
        data={{ videoUrl: 'https://vimeo.com/76979871' }}
        answer={undefined}
        onAnswerChange={() => undefined}
        mode="complete"
        services={services}
      />,
    );
    expect(screen.getByTitle('Videoclip Vimeo')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('plays stored files in a native player', () => {
    const { container } = render(
      <VideoPreviewView
        data={{ videoUrl: '/api/files/LESSON_IMAGES/v.mp4' }}
        answer={undefined}
        onAnswerChange={() => undefined}
        mode="complete"
        services={services}
      />,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/api/files/LESSON_IMAGES/v.mp4');
    expect(video).toHaveAttribute('controls');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('never embeds an unsupported link', () => {
    const { container } = render(
      <VideoPreviewView
        data={{ videoUrl: 'javascript:alert(1)' }}
        answer={undefined}
        onAnswerChange={() => undefined}
        mode="preview"
        services={services}
      />,
    );
    expect(container.querySelector('iframe, video')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Adresa video nu este validă.');
  });

  it('records the acknowledgement from the labelled checkbox and shows answer issues', () => {
    const onAnswerChange = vi.fn();
    render(
      <VideoPreviewView
        data={{ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }}
        answer={undefined}
        onAnswerChange={onAnswerChange}
        mode="complete"
        services={services}
        issues={[
          {
            path: ['watched'],
            code: 'watched_required',
            message: 'Bifează „Am urmărit videoclipul” după ce termini de privit.',
          },
        ]}
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Am urmărit videoclipul' });
    expect(checkbox).toHaveAccessibleDescription(
      'Bifează „Am urmărit videoclipul” după ce termini de privit.',
    );
    fireEvent.click(checkbox);
    expect(onAnswerChange).toHaveBeenCalledWith({ watched: true });
  });

  it('is read only in review mode', () => {
    render(
      <VideoPreviewView
        data={{ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }}
        answer={{ watched: true }}
        onAnswerChange={() => undefined}
        mode="review"
        services={services}
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Am urmărit videoclipul' });
    expect(checkbox).toBeChecked();
    expect(checkbox).toBeDisabled();
  });
});

describe('VideoPreviewEditor', () => {
  it('edits the link and previews it once recognised', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <VideoPreviewEditor data={{ videoUrl: '' }} onChange={onChange} issues={[]} services={services} />,
    );
    expect(screen.queryByTitle(/Videoclip/)).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Adresa videoclipului/ }), {
      target: { value: 'youtu.be/dQw4w9WgXcQ' },
    });
    expect(onChange).toHaveBeenCalledWith({ videoUrl: 'youtu.be/dQw4w9WgXcQ' });
    rerender(
      <VideoPreviewEditor
        data={{ videoUrl: 'youtu.be/dQw4w9WgXcQ' }}
        onChange={onChange}
        issues={[]}
        services={services}
      />,
    );
    expect(screen.getByTitle('Videoclip YouTube')).toBeInTheDocument();
  });

  it('does not report an edit when only the rich-text editor mounts', () => {
    const onChange = vi.fn();
    render(
      <VideoPreviewEditor
        data={{ videoUrl: 'https://youtu.be/dQw4w9WgXcQ', text: 'Privește atent.' }}
        onChange={onChange}
        issues={[]}
        services={services}
      />,
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the Romanian error next to the link', () => {
    const message = 'Adresa video nu este validă. Folosiți un link YouTube, Vimeo sau un fișier încărcat.';
    render(
      <VideoPreviewEditor
        data={{ videoUrl: 'x' }}
        onChange={() => undefined}
        issues={[{ path: ['videoUrl'], code: 'invalid_video_url', message }]}
        services={services}
      />,
    );
    expect(screen.getByRole('textbox', { name: /Adresa videoclipului/ })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
  });
});
