import { describe, expect, it } from 'vitest';
import {
  AFTER_SUBMIT_DELAY_MS,
  ALREADY_ANSWERED_DELAY_MS,
  completionReducer,
  initialCompletionState,
  resumeProgress,
  type CompletionAction,
  type CompletionState,
} from './completion-machine.js';

const slides = [
  { id: 'c', number: 3 },
  { id: 'a', number: 1 },
  { id: 'b', number: 2 },
];

function run(actions: CompletionAction[], from: CompletionState = initialCompletionState): CompletionState {
  return actions.reduce(completionReducer, from);
}

const load = (
  answeredSlideIds: string[] = [],
  allowsMultipleAttempts = false,
  mode: 'complete' | 'practice' | 'preview' = 'complete',
) => ({ type: 'loadSuccess', slides, answeredSlideIds, allowsMultipleAttempts, mode }) as const;

describe('loading', () => {
  it('sorts slides by number and is ready at the first slide when nothing is answered', () => {
    const state = run([load()]);
    expect(state.status).toBe('ready');
    expect(state.slides.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(state.currentIndex).toBe(0);
    expect(resumeProgress(state)).toBeNull();
  });

  it('resumes at the first unanswered slide', () => {
    const state = run([load(['a'])]);
    expect(state.status).toBe('ready');
    expect(state.currentIndex).toBe(1);
    expect(resumeProgress(state)).toEqual({ answered: 1, total: 3 });
  });

  it('is completed when every slide is answered', () => {
    expect(run([load(['a', 'b', 'c'])]).status).toBe('completed');
  });

  it('practice mode ignores earlier answers', () => {
    const state = run([load(['a', 'b', 'c'], false, 'practice')]);
    expect(state.status).toBe('ready');
    expect(state.answeredSlideIds).toEqual([]);
  });

  it('goes to error on a load failure', () => {
    const state = run([{ type: 'loadError', message: 'Nu s-a putut încărca lecția' }]);
    expect(state.status).toBe('error');
    expect(state.error).toBe('Nu s-a putut încărca lecția');
  });
});

describe('submitting', () => {
  it('start -> submitting -> in progress with a 500 ms advance', () => {
    let state = run([load(), { type: 'start' }]);
    expect(state.status).toBe('in_progress');
    state = completionReducer(state, { type: 'submitStart' });
    expect(state.status).toBe('submitting');
    state = completionReducer(state, { type: 'submitSuccess', slideId: 'a', points: 5 });
    expect(state.status).toBe('in_progress');
    expect(state.answeredSlideIds).toEqual(['a']);
    expect(state.points).toBe(5);
    expect(state.pendingAdvance).toEqual({ delayMs: AFTER_SUBMIT_DELAY_MS, then: 'next' });
    state = completionReducer(state, { type: 'next' });
    expect(state.currentIndex).toBe(1);
    expect(state.pendingAdvance).toBeNull();
  });

  it('an already answered slide just moves on after 300 ms without submitting', () => {
    const lesson = run([
      load([], true),
      { type: 'start' },
      { type: 'submitStart' },
      { type: 'submitSuccess', slideId: 'a' },
      { type: 'next' },
      { type: 'previous' },
    ]);
    const state = completionReducer(lesson, { type: 'submitStart' });
    expect(state.status).toBe('in_progress');
    expect(state.pendingAdvance).toEqual({ delayMs: ALREADY_ANSWERED_DELAY_MS, then: 'next' });
  });

  it('the last submit completes the lesson', () => {
    let state = run([
      load(['a', 'b']),
      { type: 'start' },
      { type: 'submitStart' },
      { type: 'submitSuccess', slideId: 'c' },
    ]);
    expect(state.pendingAdvance).toEqual({ delayMs: AFTER_SUBMIT_DELAY_MS, then: 'complete' });
    state = completionReducer(state, { type: 'complete' });
    expect(state.status).toBe('completed');
  });

  it('a submit error returns to in progress with the message', () => {
    const state = run([
      load(),
      { type: 'start' },
      { type: 'submitStart' },
      { type: 'submitError', message: 'Eroare la salvarea răspunsului' },
    ]);
    expect(state.status).toBe('in_progress');
    expect(state.warning).toBe('Eroare la salvarea răspunsului');
    expect(state.answeredSlideIds).toEqual([]);
  });

  it('ignores submit actions outside their status', () => {
    const ready = run([load()]);
    expect(completionReducer(ready, { type: 'submitStart' })).toBe(ready);
    expect(completionReducer(ready, { type: 'submitSuccess', slideId: 'a' })).toBe(ready);
    expect(completionReducer(ready, { type: 'submitError', message: 'x' })).toBe(ready);
    expect(completionReducer(ready, { type: 'complete' })).toBe(ready);
  });
});

describe('navigation rules', () => {
  it('forbids skipping, going back and jumping without multiple attempts', () => {
    const state = run([load(), { type: 'start' }]);
    expect(completionReducer(state, { type: 'skip' }).warning).toBe(
      'Nu poți sări peste slide-uri în acest tip de lecție',
    );
    expect(completionReducer(state, { type: 'next' }).warning).toBe(
      'Nu poți sări peste slide-uri în acest tip de lecție',
    );
    expect(completionReducer(state, { type: 'previous' }).warning).toBe(
      'Nu poți naviga liber în acest tip de lecție',
    );
    expect(completionReducer(state, { type: 'goToSlide', index: 2 }).warning).toBe(
      'Nu poți naviga liber în acest tip de lecție',
    );
    expect(completionReducer(state, { type: 'goToSlide', index: 2 }).currentIndex).toBe(0);
  });

  it('allows free navigation in a lesson with multiple attempts', () => {
    let state = run([load([], true), { type: 'start' }, { type: 'skip' }]);
    expect(state.currentIndex).toBe(1);
    state = completionReducer(state, { type: 'goToSlide', index: 2 });
    expect(state.currentIndex).toBe(2);
    state = completionReducer(state, { type: 'previous' });
    expect(state.currentIndex).toBe(1);
    expect(completionReducer(state, { type: 'goToSlide', index: 9 })).toBe(state);
  });

  it('a jump cancels a pending advance (a skipped slide sends the pupil back instead of completing)', () => {
    const state = run([
      load([], true),
      { type: 'start' },
      { type: 'goToSlide', index: 2 },
      { type: 'submitStart' },
      { type: 'submitSuccess', slideId: 'c' },
    ]);
    expect(state.pendingAdvance).toEqual({ delayMs: AFTER_SUBMIT_DELAY_MS, then: 'complete' });
    const back = completionReducer(state, { type: 'goToSlide', index: 0 });
    expect(back.currentIndex).toBe(0);
    expect(back.pendingAdvance).toBeNull();
    expect(back.status).toBe('in_progress');
  });

  it('allows free navigation in preview', () => {
    const state = run([load([], false, 'preview'), { type: 'start' }, { type: 'skip' }]);
    expect(state.currentIndex).toBe(1);
    expect(state.warning).toBeNull();
  });

  it('dismisses a warning', () => {
    const state = run([load(), { type: 'start' }, { type: 'skip' }, { type: 'dismissWarning' }]);
    expect(state.warning).toBeNull();
  });
});

describe('reset', () => {
  it('goes back to loading', () => {
    expect(run([load(), { type: 'start' }, { type: 'reset' }])).toEqual(initialCompletionState);
  });
});
