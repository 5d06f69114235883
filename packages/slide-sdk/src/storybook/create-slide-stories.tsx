import type { ComponentType, ReactElement } from 'react';
import type { SlideFixtures, SlideHostServices, SlidePlugin } from '../core/types.js';
import { createStoryHostServices } from './fake-upload.js';
import { EditorStory, ViewStory } from './story-harness.js';

/**
 * The content a story renders, editable from Storybook's Controls panel: the slide data (as the author saved
 * it), the pupil's answer (views) and whether the view is locked.
 */
export interface SlideStoryArgs {
  data: unknown;
  answer?: unknown;
  disabled?: boolean;
}

/** A CSF3 story object (structurally compatible with `StoryObj` of `@storybook/react-vite`). */
export interface SlideStory {
  name: string;
  /** The story's content; Storybook passes the (possibly edited) args to `render`. */
  args: SlideStoryArgs;
  /** Without arguments it renders the story's own `args`. */
  render: (args?: SlideStoryArgs) => ReactElement;
  parameters?: Record<string, unknown>;
}

/** The default export of a plugin's stories file. */
export interface SlideStoriesMeta {
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Storybook accepts a component of any props
  component: ComponentType<any>;
  parameters: Record<string, unknown>;
  /** The Controls panel's editors of the stories' args (JSON for data and answer). */
  argTypes: Record<keyof SlideStoryArgs, { control: 'object' | 'boolean'; description: string }>;
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
  /** Review after submission with the core's feedback on the best answer (plugins with `feedback`, SDK 1.1). */
  ViewReviewFeedback?: SlideStory;
  /** The same with an answer fixture marked `isCorrect: false`, when there is one. */
  ViewReviewFeedbackWrong?: SlideStory;
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

  const editor = (name: string, initialData: unknown): SlideStory => {
    const args: SlideStoryArgs = { data: initialData };
    return {
      name,
      args,
      // The editor keeps its own state; a changed control starts it again from the new data.
      render: ({ data } = args) => (
        <EditorStory key={JSON.stringify(data)} plugin={anyPlugin} initialData={data} services={services} />
      ),
    };
  };
  const view = (
    name: string,
    mode: 'complete' | 'preview' | 'review',
    answer: unknown,
    disabled = false,
    withFeedback = false,
  ): SlideStory => {
    const args: SlideStoryArgs = { data: filled.data, answer, disabled };
    return {
      name,
      args,
      render: ({ data, answer: initialAnswer, disabled: isDisabled } = args) => (
        <ViewStory
          key={JSON.stringify([data, initialAnswer])}
          plugin={anyPlugin}
          data={data}
          mode={mode}
          initialAnswer={initialAnswer}
          disabled={isDisabled}
          services={services}
          withFeedback={withFeedback}
        />
      ),
    };
  };

  const stories: SlideStories = {
    meta: {
      title: options.title ?? `plugins/${plugin.displayName}`,
      component: plugin.View,
      parameters: { slideType: plugin.type, pluginVersion: plugin.version },
      argTypes: {
        data: { control: 'object', description: 'Datele slide-ului, cum le salvează autorul' },
        answer: { control: 'object', description: 'Răspunsul elevului' },
        disabled: { control: 'boolean', description: 'Slide blocat (răspuns trimis)' },
      },
    },
    EditorEmpty: editor('Editor – slide nou', plugin.createDefault()),
    EditorFilled: editor(`Editor – ${filled.name}`, filled.data),
    EditorWithErrors: editor('Editor – cu erori', withErrors),
    ViewUnanswered: view('Elev – fără răspuns', 'complete', undefined),
    ViewAnswered: view('Elev – cu răspuns', 'complete', firstAnswer),
    ViewPreview: view('Previzualizare', 'preview', undefined),
    ViewReview: view('Revizuire', 'review', bestAnswer, true),
  };
  if (anyPlugin.core.feedback && bestAnswer !== undefined) {
    stories.ViewReviewFeedback = view('Revizuire – cu feedback', 'review', bestAnswer, true, true);
    const wrong = answers.find((answer) => answer.isCorrect === false)?.answer;
    if (wrong !== undefined)
      stories.ViewReviewFeedbackWrong = view(
        'Revizuire – feedback, răspuns greșit',
        'review',
        wrong,
        true,
        true,
      );
  }
  const { Review } = anyPlugin;
  if (Review && bestAnswer !== undefined) {
    const args: SlideStoryArgs = { data: filled.data, answer: bestAnswer };
    stories.ReviewAnswer = {
      name: 'Profesor – răspunsul elevului',
      args,
      render: ({ data, answer } = args) => <Review data={data} answer={answer} />,
    };
  }
  return stories;
}
