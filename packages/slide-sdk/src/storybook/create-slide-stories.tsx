import type { ComponentType, ReactElement } from 'react';
import type { SlideFixtures, SlideHostServices, SlidePlugin } from '../core/types.js';
import { createStoryHostServices } from './fake-upload.js';
import { EditorStory, ViewStory } from './story-harness.js';

/** A CSF3 story object (structurally compatible with `StoryObj` of `@storybook/react-vite`). */
export interface SlideStory {
  name: string;
  render: () => ReactElement;
  parameters?: Record<string, unknown>;
}

/** The default export of a plugin's stories file. */
export interface SlideStoriesMeta {
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Storybook accepts a component of any props
  component: ComponentType<any>;
  parameters: Record<string, unknown>;
}

/** What {@link createSlideStories} returns: `meta` plus the standard stories (editor x view x states). */
export interface SlideStories {
  meta: SlideStoriesMeta;
  EditorEmpty: SlideStory;
  EditorFilled: SlideStory;
  EditorWithErrors: SlideStory;
  ViewUnanswered: SlideStory;
  ViewAnswered: SlideStory;
  ViewPreview: SlideStory;
  ViewReview: SlideStory;
  /** Present only when the plugin has a `Review` component. */
  ReviewAnswer?: SlideStory;
}

/** Options of {@link createSlideStories}. */
export interface SlideStoriesOptions {
  /** Storybook title; default `plugins/<displayName>`. */
  title?: string;
  /** Host services; default: in-memory fake upload with simulated progress. */
  services?: SlideHostServices;
}

/**
 * Generates the standard Storybook stories of a plugin from its fixtures. Export them one by one so
 * Storybook's static indexer sees each name:
 *
 * @example
 * ```tsx
 * const stories = createSlideStories(questionPlugin, questionFixtures);
 * export default stories.meta;
 * export const EditorEmpty = stories.EditorEmpty;
 * export const EditorFilled = stories.EditorFilled;
 * // ... EditorWithErrors, ViewUnanswered, ViewAnswered, ViewPreview, ViewReview
 * ```
 */
export function createSlideStories<Data, Answer, LearnerData>(
  plugin: SlidePlugin<Data, Answer, LearnerData>,
  fixtures: SlideFixtures<Data, Answer>,
  options: SlideStoriesOptions = {},
): SlideStories {
  const anyPlugin = plugin as unknown as SlidePlugin<unknown, unknown, unknown>;
  const services = options.services ?? createStoryHostServices();
  const filled = fixtures.data[0];
  if (!filled) throw new Error(`${plugin.type}: createSlideStories needs at least one data fixture`);
  const answers = fixtures.answers.filter((answer) => answer.dataName === filled.name);
  const firstAnswer = answers[0]?.answer;
  const bestAnswer = (answers.find((answer) => answer.isCorrect) ?? answers[0])?.answer;
  const withErrors = fixtures.invalidData[0]?.data ?? plugin.createDefault();

  const editor = (name: string, initialData: unknown): SlideStory => ({
    name,
    render: () => <EditorStory plugin={anyPlugin} initialData={initialData} services={services} />,
  });
  const view = (
    name: string,
    mode: 'complete' | 'preview' | 'review',
    answer: unknown,
    disabled = false,
  ): SlideStory => ({
    name,
    render: () => (
      <ViewStory
        plugin={anyPlugin}
        data={filled.data}
        mode={mode}
        initialAnswer={answer}
        disabled={disabled}
        services={services}
      />
    ),
  });

  const stories: SlideStories = {
    meta: {
      title: options.title ?? `plugins/${plugin.displayName}`,
      component: plugin.View,
      parameters: { slideType: plugin.type, pluginVersion: plugin.version },
    },
    EditorEmpty: editor('Editor – slide nou', plugin.createDefault()),
    EditorFilled: editor(`Editor – ${filled.name}`, filled.data),
    EditorWithErrors: editor('Editor – cu erori', withErrors),
    ViewUnanswered: view('Elev – fără răspuns', 'complete', undefined),
    ViewAnswered: view('Elev – cu răspuns', 'complete', firstAnswer),
    ViewPreview: view('Previzualizare', 'preview', undefined),
    ViewReview: view('Revizuire', 'review', bestAnswer, true),
  };
  const { Review } = anyPlugin;
  if (Review && bestAnswer !== undefined) {
    stories.ReviewAnswer = {
      name: 'Profesor – răspunsul elevului',
      render: () => <Review data={filled.data} answer={bestAnswer} />,
    };
  }
  return stories;
}
