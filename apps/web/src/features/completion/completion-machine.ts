import { LESSON_MESSAGES } from '@platform/contracts';

/**
 * The completion flow of spec 001 §4 as a pure reducer. Timers (300 ms / 500 ms advances) are effects: the
 * reducer records them in `pendingAdvance` and the hook that owns the reducer schedules the matching action.
 */
export type CompletionStatus = 'loading' | 'ready' | 'in_progress' | 'submitting' | 'completed' | 'error';

/** `complete`: a scored attempt; `practice`: a finished lesson replayed, nothing saved; `preview`: an author, no calls. */
export type CompletionMode = 'complete' | 'practice' | 'preview';

export interface CompletionSlideRef {
  id: string;
  number: number;
}

export interface CompletionState {
  status: CompletionStatus;
  mode: CompletionMode;
  /** Sorted by `number`. */
  slides: CompletionSlideRef[];
  answeredSlideIds: string[];
  currentIndex: number;
  /** Lessons (multiple attempts) and preview may go back, skip and jump. */
  allowsFreeNavigation: boolean;
  /** Set after a submit; the hook dispatches `next` or `complete` after `delayMs`. */
  pendingAdvance: { delayMs: number; then: 'next' | 'complete' } | null;
  warning: string | null;
  error: string | null;
  /** Points of the attempt as reported by the server (null in practice and preview). */
  points: number | null;
}

export type CompletionAction =
  | {
      type: 'loadSuccess';
      slides: CompletionSlideRef[];
      answeredSlideIds: string[];
      mode: CompletionMode;
      allowsMultipleAttempts: boolean;
    }
  | { type: 'loadError'; message: string }
  | { type: 'start' }
  | { type: 'submitStart' }
  | { type: 'submitSuccess'; slideId: string; points?: number | null }
  | { type: 'submitError'; message: string }
  | { type: 'next' }
  | { type: 'skip' }
  | { type: 'previous' }
  | { type: 'goToSlide'; index: number }
  | { type: 'complete' }
  | { type: 'dismissWarning' }
  | { type: 'reset' };

/** Delay before moving on when the slide was already answered. */
export const ALREADY_ANSWERED_DELAY_MS = 300;
/** Delay before moving on after a successful submit. */
export const AFTER_SUBMIT_DELAY_MS = 500;

export const initialCompletionState: CompletionState = {
  status: 'loading',
  mode: 'complete',
  slides: [],
  answeredSlideIds: [],
  currentIndex: 0,
  allowsFreeNavigation: false,
  pendingAdvance: null,
  warning: null,
  error: null,
  points: null,
};

function firstUnansweredIndex(slides: CompletionSlideRef[], answered: readonly string[]): number {
  const index = slides.findIndex((slide) => !answered.includes(slide.id));
  return index === -1 ? slides.length : index;
}

function isLastSlide(state: CompletionState): boolean {
  return state.currentIndex >= state.slides.length - 1;
}

export function completionReducer(state: CompletionState, action: CompletionAction): CompletionState {
  switch (action.type) {
    case 'loadSuccess': {
      const slides = [...action.slides].sort((a, b) => a.number - b.number);
      // Practice and preview replay the whole lesson; earlier answers do not count there.
      const answered = action.mode === 'complete' ? action.answeredSlideIds : [];
      const resumeAt = firstUnansweredIndex(slides, answered);
      const allDone = slides.length > 0 && resumeAt >= slides.length;
      return {
        ...initialCompletionState,
        mode: action.mode,
        slides,
        answeredSlideIds: answered,
        allowsFreeNavigation: action.allowsMultipleAttempts || action.mode === 'preview',
        currentIndex: allDone ? slides.length - 1 : resumeAt,
        status: allDone ? 'completed' : 'ready',
      };
    }
    case 'loadError':
      return { ...state, status: 'error', error: action.message, pendingAdvance: null };
    case 'start':
      return state.status === 'ready' ? { ...state, status: 'in_progress', warning: null } : state;
    case 'submitStart': {
      if (state.status !== 'in_progress') return state;
      const current = state.slides[state.currentIndex];
      if (current && state.answeredSlideIds.includes(current.id)) {
        // Already answered: no new call, just move on (spec 001 §4).
        return {
          ...state,
          pendingAdvance: {
            delayMs: ALREADY_ANSWERED_DELAY_MS,
            then: isLastSlide(state) ? 'complete' : 'next',
          },
        };
      }
      return { ...state, status: 'submitting', warning: null };
    }
    case 'submitSuccess': {
      if (state.status !== 'submitting') return state;
      const answeredSlideIds = state.answeredSlideIds.includes(action.slideId)
        ? state.answeredSlideIds
        : [...state.answeredSlideIds, action.slideId];
      return {
        ...state,
        status: 'in_progress',
        answeredSlideIds,
        points: action.points ?? state.points,
        pendingAdvance: { delayMs: AFTER_SUBMIT_DELAY_MS, then: isLastSlide(state) ? 'complete' : 'next' },
      };
    }
    case 'submitError':
      return state.status === 'submitting'
        ? { ...state, status: 'in_progress', warning: action.message }
        : state;
    case 'next': {
      if (state.status !== 'in_progress') return state;
      const current = state.slides[state.currentIndex];
      const isAnswered = current !== undefined && state.answeredSlideIds.includes(current.id);
      if (!isAnswered && !state.allowsFreeNavigation) {
        return { ...state, pendingAdvance: null, warning: LESSON_MESSAGES.cannotSkip };
      }
      if (isLastSlide(state)) return { ...state, pendingAdvance: null };
      return { ...state, currentIndex: state.currentIndex + 1, pendingAdvance: null, warning: null };
    }
    case 'skip':
      if (state.status !== 'in_progress') return state;
      if (!state.allowsFreeNavigation) return { ...state, warning: LESSON_MESSAGES.cannotSkip };
      if (isLastSlide(state)) return state;
      return { ...state, currentIndex: state.currentIndex + 1, warning: null };
    case 'previous':
      if (state.status !== 'in_progress') return state;
      if (!state.allowsFreeNavigation) return { ...state, warning: LESSON_MESSAGES.cannotNavigate };
      return { ...state, currentIndex: Math.max(0, state.currentIndex - 1), warning: null };
    case 'goToSlide':
      if (state.status !== 'in_progress') return state;
      if (!state.allowsFreeNavigation) return { ...state, warning: LESSON_MESSAGES.cannotNavigate };
      if (action.index < 0 || action.index >= state.slides.length) return state;
      return { ...state, currentIndex: action.index, warning: null, pendingAdvance: null };
    case 'complete':
      if (state.status !== 'in_progress') return state;
      return { ...state, status: 'completed', pendingAdvance: null, warning: null };
    case 'dismissWarning':
      return { ...state, warning: null };
    case 'reset':
      return initialCompletionState;
  }
}

/** Position shown to a pupil who resumes: 'Ai completat X din Y intrebari'. */
export function resumeProgress(state: CompletionState): { answered: number; total: number } | null {
  const answered = state.answeredSlideIds.length;
  return answered > 0 && answered < state.slides.length ? { answered, total: state.slides.length } : null;
}
