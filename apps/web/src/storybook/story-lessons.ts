import type { Lesson, LessonSummary, MyLessonAnswers } from '@platform/contracts';
import { STORY_PEOPLE } from './story-session.js';

const created = '2026-10-05T08:30:00.000Z';

/** A plain lesson of the demo: an INFO slide and a QUESTION (the answer key as staff receive it). */
export function storyLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: 7,
    type: 'LESSON',
    title: 'Bateriile și acumulatorii: de ce nu ajung în coșul de gunoi',
    description:
      'Află ce substanțe periculoase conțin bateriile uzate, cum le păstrăm în siguranță până la colectare și unde găsim cel mai apropiat punct de predare din județul nostru.',
    deadline: null,
    punctajMaxim: 40,
    isHidden: false,
    image: null,
    attemptState: null,
    createdAt: created,
    updatedAt: created,
    slides: [
      {
        id: '71',
        number: 1,
        type: 'INFO',
        pluginVersion: '1.0.0',
        schemaVersion: 1,
        data: {
          markdown:
            'O singură baterie de ceas poate polua **600.000 de litri** de apă. Bateriile se predau *separat*, la punctele de colectare marcate.',
        },
        placeholder: null,
      },
      {
        id: '72',
        number: 2,
        type: 'QUESTION',
        pluginVersion: '1.0.0',
        schemaVersion: 2,
        data: {
          text: 'Unde ducem bateriile uzate?',
          multiple: false,
          points: 10,
          options: [
            { id: 'opt-1', text: 'La coșul de gunoi din clasă', isCorrect: false },
            { id: 'opt-2', text: 'La punctul de colectare pentru baterii', isCorrect: true },
            { id: 'opt-3', text: 'Le îngropăm în grădină', isCorrect: false },
          ],
        },
        placeholder: null,
      },
    ],
    ...overrides,
  };
}

/** A lesson card of the list (no slides). */
export function storyLessonSummary(overrides: Partial<LessonSummary> = {}): LessonSummary {
  const { slides: _slides, ...lesson } = storyLesson();
  return { ...lesson, slideCount: 2, ...overrides };
}

/** The pupil's latest attempt with the given slides answered. */
export function storyAttempt(
  state: NonNullable<MyLessonAnswers['attempt']>['state'] | null,
  answeredSlideIds: string[] = [],
): MyLessonAnswers {
  const userId = Number(STORY_PEOPLE.pupil.sub);
  if (!state) return { lessonId: 7, attempt: null, answers: [] };
  return {
    lessonId: 7,
    attempt: {
      id: 3,
      lessonId: 7,
      userId,
      editionId: 2,
      version: 0,
      state,
      punctajFinal: state === 'COMPLETED' || state === 'APPROVED' ? 40 : 0,
      rejectReason:
        state === 'REJECTED' ? 'Fotografia nu arată containerul școlii. Te rog să refaci poza.' : null,
      startedAt: '2026-11-22T07:00:00.000Z',
      completedAt: state === 'IN_PROGRESS' ? null : '2026-11-22T07:30:00.000Z',
    },
    answers: answeredSlideIds.map((slideId, index) => ({
      id: index + 1,
      slideId,
      lessonId: 7,
      userId,
      editionId: 2,
      answer: { seen: true },
      state,
      rejectReason: null,
      points: 0,
      version: 0,
      startedAt: '2026-11-22T07:00:00.000Z',
      timestamp: '2026-11-22T07:01:00.000Z',
      feedback: null,
    })),
  };
}

/** The lesson as a pupil receives it: the server removed which options are correct. */
export function forPupil(lesson: Lesson): Lesson {
  return {
    ...lesson,
    slides: lesson.slides.map((slide) => {
      if (slide.type !== 'QUESTION') return slide;
      const data = slide.data as { options: { isCorrect?: boolean }[] };
      const options = data.options.map(({ isCorrect: _isCorrect, ...option }) => option);
      return { ...slide, data: { ...data, options } };
    }),
  };
}
