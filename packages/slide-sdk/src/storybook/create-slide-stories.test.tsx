import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { choiceFixtures } from '../__fixtures__/choice-fixtures.js';
import { choicePlugin } from '../__fixtures__/choice-plugin.js';
import { createSlideStories } from './create-slide-stories.js';
import { createStoryHostServices } from './fake-upload.js';

describe('createSlideStories', () => {
  const stories = createSlideStories(choicePlugin, choiceFixtures);

  it('returns the meta and the standard stories, plus Review when the plugin has one', () => {
    expect(stories.meta).toMatchObject({ title: 'plugins/Alegere (demo)', component: choicePlugin.View });
    expect(Object.keys(stories).sort()).toEqual(
      [
        'meta',
        'EditorEmpty',
        'EditorFilled',
        'EditorWithErrors',
        'ViewUnanswered',
        'ViewAnswered',
        'ViewPreview',
        'ViewReview',
        'ReviewAnswer',
        // The demo core declares feedback (SDK 1.1); it has no answer marked isCorrect: false.
        'ViewReviewFeedback',
      ].sort(),
    );
  });

  it('the feedback story passes the core feedback on the answer to the View in review mode', () => {
    const { container, unmount } = render(stories.ViewReviewFeedback!.render());
    expect(container.textContent).toContain('✓ Corect');
    unmount();
    const { container: plain } = render(stories.ViewReview.render());
    expect(plain.textContent).not.toContain('Corect');
  });

  it('renders every story', () => {
    const { meta: _meta, ...storyObjects } = stories;
    for (const [exportName, story] of Object.entries(storyObjects)) {
      const { container, unmount } = render(story!.render());
      expect(container.firstChild, exportName).not.toBeNull();
      unmount();
    }
  });

  it('keeps editor state locally and shows the issues of the current data', () => {
    render(stories.EditorEmpty.render());
    expect(screen.getByText('Textul întrebării este obligatoriu')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Ce reciclăm?' } });
    expect(screen.getByLabelText('Text')).toHaveValue('Ce reciclăm?');
    expect(screen.queryByText('Textul întrebării este obligatoriu')).not.toBeInTheDocument();
  });

  it('keeps the answer locally in the view and never shows the answer key', () => {
    render(stories.ViewUnanswered.render());
    const battery = screen.getByLabelText('Baterii');
    expect(battery).not.toBeChecked();
    fireEvent.click(battery);
    expect(battery).toBeChecked();
    expect(screen.queryByText(/corect/i)).not.toBeInTheDocument();
  });
});

describe('createStoryHostServices', () => {
  it('reports progress and resolves with an object URL', async () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:story/1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL }));
    const progress: number[] = [];
    const upload = createStoryHostServices({ durationMs: 400, steps: 4 }).uploadFile(
      new File(['x'], 'poza.png'),
      'SLIDE_IMAGES',
      (f) => progress.push(f),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    await expect(upload).resolves.toEqual({ url: 'blob:story/1' });
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});
