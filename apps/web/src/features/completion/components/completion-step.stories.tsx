import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LESSON_MESSAGES } from '@platform/contracts';
import { forPupil, storyLesson } from '../../../storybook/story-lessons.js';
import { withApp } from '../../../storybook/story-providers.js';
import { initialCompletionState, type CompletionState } from '../completion-machine.js';
import { toCompletionSlides } from '../completion-slides.js';
import '../completion.css';
import { CompletionStep } from './completion-step.js';

const lesson = forPupil(storyLesson());
const slides = toCompletionSlides(lesson, 'learner');

function state(overrides: Partial<CompletionState>): CompletionState {
  return {
    ...initialCompletionState,
    status: 'in_progress',
    slides: slides.map(({ id, number }) => ({ id, number })),
    currentIndex: 1,
    ...overrides,
  };
}

/** One slide of a lesson in progress: progress bar, the plugin's view and the buttons. */
const meta = {
  title: 'web/Completion/Slide în lucru',
  component: CompletionStep,
  decorators: [withApp],
  args: {
    lesson,
    slides,
    source: 'learner',
    state: state({}),
    answers: {},
    issues: {},
    isLocked: false,
    onAnswerChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
    onSkip: fn(),
  },
} satisfies Meta<typeof CompletionStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};

export const FirstSlideOfLesson: Story = {
  args: { state: state({ currentIndex: 0, allowsFreeNavigation: true }) },
};

/** The answer is on its way: the button spins and the slide is locked. */
export const Submitting: Story = {
  args: { state: state({ status: 'submitting' }), answers: { '72': { selectedOptionIds: ['opt-2'] } } },
};

/** An answer the plugin refuses: the issue under the question. */
export const InvalidAnswer: Story = {
  args: { issues: { '72': [{ path: [], code: 'required', message: LESSON_MESSAGES.answerInvalid }] } },
};

/** Homework: skipping is not allowed (spec 001 §4). */
export const CannotSkipWarning: Story = {
  args: { state: state({ warning: LESSON_MESSAGES.cannotSkip }) },
};

export const CannotNavigateWarning: Story = {
  args: { state: state({ warning: LESSON_MESSAGES.cannotNavigate }) },
};
