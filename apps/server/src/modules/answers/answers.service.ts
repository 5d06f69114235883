import {
  ANSWER_MESSAGES,
  LESSON_API_MESSAGES,
  LESSON_MESSAGES,
  LESSON_TYPE_INFO,
  USER_MESSAGES,
  type MyLessonAnswers,
  type StudentAnswers,
  type SubmitAnswerResponse,
} from '@platform/contracts';
import { scoreResolvedAnswer, type SlideIssue } from '@platform/slide-sdk';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/domain-errors.js';
import type { AuthUser } from '../../http/route-access.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { LessonRow, LessonsRepository } from '../lessons/lessons.repository.js';
import { canSeeHidden } from '../lessons/lessons.service.js';
import type { ServerSlideRegistry } from '../slides/slide-registry.js';
import type { AnswersRepository, SeenAttemptAnswers } from './answers.repository.js';
import { createLessonSubmissionCache, type KeptLesson, type KeptSlide } from './lesson-submission-cache.js';
import { createSeenAnswersCache } from './seen-answers-cache.js';
import { lessonPointsOf, roundPoints } from './lesson-points.js';
import { toAnswer, toAttempt } from './answer-mappers.js';
import { answerFeedback } from './answer-feedback.js';

export interface AnswersServiceDeps {
  answersRepository: AnswersRepository;
  lessonsRepository: LessonsRepository;
  usersRepository: UsersRepository;
  slideRegistry: ServerSlideRegistry;
  now?: () => number;
}

/**
 * Calls of the database function per submission before giving up with 409. A submission needs one, or two
 * when it completes the attempt and this process did not store the attempt's other answers (or a third when
 * what it kept of them is outdated); each further call means the lesson or the pupil's attempt changed meanwhile.
 */
const MAX_SUBMIT_CALLS = 6;

const PRACTICE: Pick<SubmitAnswerResponse, 'punctajFinal' | 'isLessonCompletedNow'> = {
  punctajFinal: null,
  isLessonCompletedNow: null,
};

/** 400 naming the answer's field of its first issue (`answer.<path>`), when there is one. */
function throwIfAnswerInvalid(issues: SlideIssue[]): void {
  const [issue] = issues;
  if (!issue) return;
  const message = issue.message || LESSON_MESSAGES.answerInvalid;
  throw new BadRequestError(message, { [['answer', ...issue.path].join('.')]: message });
}

/** Pupils' answers: submission, scoring from the stored slide, attempts and completion (spec 001 §4, §9). */
export function createAnswersService(deps: AnswersServiceDeps) {
  const { answersRepository: answers, lessonsRepository: lessons, slideRegistry: registry } = deps;
  const now = deps.now ?? Date.now;
  const lessonCache = createLessonSubmissionCache(registry, (lessonId) => answers.submissionLesson(lessonId));

  /**
   * The lesson's slides resolved by their plugins, as the submissions keep them (issue 10: a resume read the
   * slides and resolved each answer's slide on every call). A kept lesson of another content version than the
   * one just read is read again; the lesson read here is kept for the pupil's next answer.
   */
  async function resolvedSlidesOf(lessonId: number, contentVersion: number) {
    const { lesson: kept, fresh } = await lessonCache.get(lessonId);
    if (!kept || fresh || kept.contentVersion === contentVersion) return kept?.resolved ?? [];
    lessonCache.forget(lessonId);
    return (await lessonCache.get(lessonId)).lesson?.resolved ?? [];
  }
  const seenAnswers = createSeenAnswersCache();

  /**
   * The plugin's validation and score of an answer, from the stored slide; 400 with the first issue.
   * Returns the answer as the plugin's schema parsed it, so unknown fields (e.g. sent points) are not stored.
   * Scored with the SDK's `scoreResolvedAnswer`, `registry.score` on the slide as the kept lesson resolved it
   * once: through the registry each answer resolved, migrated and validated the slide's data again, about a
   * tenth of the memory a submission allocated (issue 10). Its checks run once: an issue of the answer names
   * its field (`answer.<path>`), the computed score's issue is the slide's and names none.
   */
  function scoreAnswer(
    { usable, maxPoints }: KeptSlide,
    answer: unknown,
  ): { points: number; answer: unknown } {
    if (usable.status !== 'ok')
      throw new BadRequestError(usable.placeholder.message, { slideId: usable.placeholder.message });
    // A slide whose highest points the plugin cannot give is refused whatever the answer, but an invalid answer
    // is still told first, as it always was (`scoreResolvedAnswer` would not look at it).
    if (!maxPoints.ok) throwIfAnswerInvalid(usable.core.validateAnswer(usable.data, answer));
    const scored = scoreResolvedAnswer(usable.core, usable.data, maxPoints, answer);
    if (!scored.ok) {
      const issue = scored.issues[0];
      if (maxPoints.ok && issue?.code !== 'score_out_of_range') throwIfAnswerInvalid(scored.issues);
      throw new BadRequestError(issue?.message || LESSON_MESSAGES.answerInvalid);
    }
    // Rounded as the lesson's points are, to the cents the column stores: the completion's points are
    // computed from this value and from the stored ones, so both must be the same number.
    return { points: roundPoints(scored.points), answer: usable.core.answerSchema.parse(answer) };
  }

  /**
   * What a submission scores against the kept lesson, before any write: the checks run in the order they
   * always had, and throw the same errors. No I/O, so an error here can only come from the lesson's data.
   */
  function prepare(
    kept: KeptLesson | undefined,
    caller: AuthUser,
    input: { slideId: string; answer: unknown },
  ) {
    const lesson = kept?.lesson;
    if (!kept || !lesson || (lesson.isHidden && !canSeeHidden(caller.role)))
      throw new NotFoundError(LESSON_API_MESSAGES.notFound);
    const entry = kept.resolved.find(({ slide }) => slide.id === Number(input.slideId));
    if (!entry) throw new NotFoundError(LESSON_API_MESSAGES.slideNotFound);
    const { points, answer } = scoreAnswer(entry, input.answer);
    if (kept.editionId === null) throw new ConflictError(ANSWER_MESSAGES.noCurrentEdition);
    return {
      kept,
      lesson,
      editionId: kept.editionId,
      slide: entry.slide,
      usable: entry.usable,
      points,
      answer,
    };
  }

  return {
    /**
     * Stores one answer in one call of the database function of migrations 0011 and 0012. An answer that
     * completes the attempt needs the attempt's answers to compute the lesson's points: kept from the pupil's
     * previous answer when this process stored it, else brought by a first call ('need_points'). Parallel identical
     * submissions are serialised by the attempt's row lock and the unique constraint of lesson_answers:
     * exactly one is stored and scored, the others get 409. The lesson comes from this process's memory;
     * a refusal decided from a kept lesson is checked against a fresh read first.
     */
    async submit(
      caller: AuthUser,
      input: { slideId: string; lessonId: number; userId: number; answer: unknown },
    ): Promise<SubmitAnswerResponse> {
      if (input.userId !== caller.id) throw new ForbiddenError(ANSWER_MESSAGES.notYourAnswer);
      let seen: SeenAttemptAnswers | undefined;
      let keptSeenTried = false;
      for (let call = 1; call <= MAX_SUBMIT_CALLS; call++) {
        const { lesson: kept, fresh } = await lessonCache.get(input.lessonId);
        let prepared: ReturnType<typeof prepare>;
        try {
          prepared = prepare(kept, caller, input);
        } catch (error) {
          if (fresh) throw error;
          lessonCache.forget(input.lessonId);
          continue;
        }
        const { lesson, slide, usable, points, answer } = prepared;
        const requiresApproval = LESSON_TYPE_INFO[lesson.type].requiresApproval;
        const ids = { lessonId: lesson.id, userId: caller.id };
        const attemptKey = { ...ids, editionId: prepared.editionId };
        // What this process kept of the attempt, on the first call only: once refused, it is not used again.
        if (!keptSeenTried) {
          keptSeenTried = true;
          seen = seenAnswers.get(attemptKey);
        }
        const given = seen ? [...seen.answered, { slideId: slide.id, points }] : [];
        const answered = new Set(given.map((entry) => entry.slideId));
        const completes =
          seen !== undefined && prepared.kept.answerable.every((a) => answered.has(a.slide.id));
        const result = await answers.submitAnswer({
          userId: caller.id,
          lessonId: lesson.id,
          editionId: prepared.editionId,
          slideId: slide.id,
          contentVersion: prepared.kept.contentVersion,
          deadlinePassed: lesson.deadline !== null && lesson.deadline.getTime() < now(),
          seen,
          answerableSlideIds: prepared.kept.answerable.map((entry) => entry.slide.id),
          // Answers wait for a teacher at once where approval is needed, else they are in progress until the end.
          state: requiresApproval ? 'PENDING_APPROVAL' : 'IN_PROGRESS',
          points,
          answer,
          requiresApproval,
          lessonPoints:
            completes && !requiresApproval ? lessonPointsOf(lesson, prepared.kept.answerable, given) : 0,
          now: new Date(),
        });
        // Kept for the pupil's next answer only while the attempt goes on; any other outcome makes it outdated.
        if (result.outcome === 'stored') seenAnswers.set(attemptKey, result.seen);
        else seenAnswers.forget(attemptKey);
        const feedback = (awaitingTeacher: boolean) => answerFeedback(usable, answer, { awaitingTeacher });
        switch (result.outcome) {
          case 'lesson_changed':
            lessonCache.forget(input.lessonId);
            seen = undefined;
            continue;
          case 'stale':
            seen = undefined;
            continue;
          case 'need_points':
            seen = result.seen;
            continue;
          // A completed or approved lesson is replayed in practice mode: nothing is saved.
          case 'practice':
            return { ...PRACTICE, ...ids, feedback: feedback(false) };
          case 'pending':
            throw new ConflictError(ANSWER_MESSAGES.pendingApproval);
          case 'deadline':
            throw new BadRequestError(ANSWER_MESSAGES.deadlinePassed);
          case 'duplicate':
            throw new ConflictError(ANSWER_MESSAGES.alreadyStarted);
          case 'stored':
            return {
              punctajFinal: 0,
              isLessonCompletedNow: false,
              ...ids,
              feedback: feedback(requiresApproval),
            };
          case 'completed':
            return {
              punctajFinal: result.punctajFinal,
              isLessonCompletedNow: true,
              ...ids,
              feedback: feedback(requiresApproval),
            };
        }
      }
      // Only the same pupil's attempt or the lesson changing at every call gets here.
      throw new ConflictError(ANSWER_MESSAGES.alreadyStarted);
    },

    /** The caller's latest attempt at a lesson in the current edition, with its answers (resume). */
    async mine(caller: AuthUser, lessonId: number): Promise<MyLessonAnswers> {
      const lesson = await answers.lessonResume(lessonId, caller.id);
      if (!lesson || (lesson.isHidden && !canSeeHidden(caller.role)))
        throw new NotFoundError(LESSON_API_MESSAGES.notFound);
      const { editionId } = lesson;
      if (editionId === null) return { lessonId, attempt: null, answers: [] };
      const key = { userId: caller.id, lessonId, editionId };
      const attempt = lesson.attempt ?? undefined;
      // What resume reads is what the pupil's next answer needs to complete the attempt in one call (a
      // one-slide lesson, the last slide after a reload): kept like a stored answer's, checked by the database.
      if (!attempt) {
        seenAnswers.set(key, { attempt: undefined, answered: [] });
        return { lessonId, attempt: null, answers: [] };
      }
      const [rows, resolved] = await Promise.all([
        answers.answersOfAttempt(key, attempt.version),
        resolvedSlidesOf(lessonId, lesson.contentVersion),
      ]);
      // An answer after a rejection starts a new attempt with none of these answers.
      if (attempt.state === 'IN_PROGRESS' || attempt.state === 'REJECTED')
        seenAnswers.set(key, {
          attempt: { id: attempt.id, state: attempt.state },
          answered:
            attempt.state === 'REJECTED'
              ? []
              : rows
                  .map(({ slideId, points }) => ({ slideId, points }))
                  .sort((a, b) => a.slideId - b.slideId),
        });
      // The same feedback the submission answered with: the verdict waits for a teacher's decision.
      const awaitingTeacher =
        LESSON_TYPE_INFO[lesson.type].requiresApproval &&
        attempt.state !== 'APPROVED' &&
        attempt.state !== 'REJECTED';
      const usableById = new Map(resolved.map(({ slide, usable }) => [slide.id, usable]));
      return {
        lessonId,
        attempt: toAttempt(attempt),
        answers: rows.map((row) => {
          const usable = usableById.get(row.slideId);
          return {
            ...toAnswer(row),
            feedback: usable ? answerFeedback(usable, row.answer, { awaitingTeacher }) : null,
          };
        }),
      };
    },

    /** A pupil's attempts and answers: staff, the pupil's teachers (same school) and the pupil. */
    async ofStudent(caller: AuthUser, userId: number): Promise<StudentAnswers> {
      const pupil = await deps.usersRepository.findById(userId);
      if (!pupil) throw new NotFoundError(USER_MESSAGES.notFound);
      if (caller.role === 'ELEV' && caller.id !== userId)
        throw new ForbiddenError(ANSWER_MESSAGES.notYourPupil);
      if (caller.role === 'PROFESOR') {
        const teacher = await deps.usersRepository.findById(caller.id);
        if (!teacher?.schoolId || teacher.schoolId !== pupil.schoolId)
          throw new ForbiddenError(ANSWER_MESSAGES.notYourPupil);
      }
      const [attempts, rows] = await Promise.all([
        answers.attemptsOfUser(userId),
        answers.answersOfUser(userId),
      ]);
      const lessonRows = new Map<number, LessonRow | undefined>();
      for (const attempt of attempts)
        if (!lessonRows.has(attempt.lessonId))
          lessonRows.set(attempt.lessonId, await lessons.findById(attempt.lessonId));
      return attempts.flatMap((attempt) => {
        const lesson = lessonRows.get(attempt.lessonId);
        if (!lesson) return [];
        const own = rows.filter(
          (row) =>
            row.lessonId === attempt.lessonId &&
            row.editionId === attempt.editionId &&
            row.version === attempt.version,
        );
        return [
          {
            ...toAttempt(attempt),
            lessonTitle: lesson.title,
            lessonType: lesson.type,
            answers: own.map(toAnswer),
          },
        ];
      });
    },
  };
}
export type AnswersService = ReturnType<typeof createAnswersService>;
