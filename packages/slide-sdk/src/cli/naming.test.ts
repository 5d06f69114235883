import { describe, expect, it } from 'vitest';
import { derivePluginNames } from './naming.js';

describe('derivePluginNames', () => {
  it('derives every spelling from a kebab-case name', () => {
    expect(derivePluginNames('quiz-poll')).toEqual({
      kebab: 'quiz-poll',
      camel: 'quizPoll',
      pascal: 'QuizPoll',
      type: 'QUIZ_POLL',
      displayName: 'Quiz poll',
      packageName: '@platform/slide-quiz-poll',
    });
  });

  it('accepts overrides and refuses bad names and types', () => {
    expect(derivePluginNames('poll', { type: 'POLL_V2', packageName: 'slide-poll' })).toMatchObject({
      type: 'POLL_V2',
      packageName: 'slide-poll',
    });
    expect(() => derivePluginNames('QuizPoll')).toThrow('must be kebab-case');
    expect(() => derivePluginNames('poll', { type: 'poll' })).toThrow('must match ^[A-Z][A-Z0-9_]*$');
  });
});
