import type { TestApp } from '../../../test/test-app.js';
import type { CreatedLesson } from '../lessons/lessons-test-helpers.js';
import { createAnswersRepository, type AnswerSubmission } from './answers.repository.js';

/** A submission of the lesson's slide `slide` by `userId`, as the server sends it, scored against the lesson as read now. */
export async function scoredSubmission(
  t: TestApp,
  userId: number,
  lesson: CreatedLesson,
  slide: number,
  overrides: Partial<AnswerSubmission> = {},
): Promise<AnswerSubmission> {
  const read = (await createAnswersRepository(t.database.db).submissionLesson(lesson.id))!;
  return {
    userId,
    lessonId: lesson.id,
    editionId: read.editionId!,
    slideId: Number(lesson.slides[slide]!.id),
    contentVersion: read.contentVersion,
    deadlinePassed: false,
    seen: undefined,
    answerableSlideIds: lesson.slides.map((entry) => Number(entry.id)),
    state: 'IN_PROGRESS',
    points: 5,
    answer: { seen: true },
    requiresApproval: false,
    lessonPoints: 42,
    now: new Date(),
    ...overrides,
  };
}
