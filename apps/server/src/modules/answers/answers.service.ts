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
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/domain-errors.js';
import type { AuthUser } from '../../http/route-access.js';
import type { EditionsService } from '../editions/editions.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { LessonRow, LessonsRepository } from '../lessons/lessons.repository.js';
import { canSeeHidden } from '../lessons/lessons.service.js';
import type { ServerSlideRegistry } from '../slides/slide-registry.js';
import { envelopeOf, usableSlide, type UsableSlide } from '../slides/slide-views.js';
import type { AnswersRepository } from './answers.repository.js';
import { lessonPointsOf, roundPoints } from './lesson-points.js';
import { toAnswer, toAttempt } from './answer-mappers.js';
import { answerFeedback } from './answer-feedback.js';

export interface AnswersServiceDeps {
  answersRepository: AnswersRepository;
  lessonsRepository: LessonsRepository;
  usersRepository: UsersRepository;
  editionsService: EditionsService;
  slideRegistry: ServerSlideRegistry;
  now?: () => number;
}

/** `submitOnce` found the attempt changed since its read: read and score again. */
const STALE = Symbol('stale');
/** Reads per submission before giving up with 409 (each stale round means another answer was stored). */
const MAX_SUBMIT_ROUNDS = 5;

const PRACTICE: Pick<SubmitAnswerResponse, 'punctajFinal' | 'isLessonCompletedNow'> = {
  punctajFinal: null,
  isLessonCompletedNow: null,
};

/** Pupils' answers: submission, scoring from the stored slide, attempts and completion (spec 001 §4, §9). */
export function createAnswersService(deps: AnswersServiceDeps) {
  const { answersRepository: answers, lessonsRepository: lessons, slideRegistry: registry } = deps;
  const now = deps.now ?? Date.now;

  /**
   * The plugin's validation and score of an answer, from the stored slide; 400 with the first issue.
   * Returns the answer as the plugin's schema parsed it, so unknown fields (e.g. sent points) are not stored.
   */
  function scoreAnswer(
    slide: Parameters<typeof envelopeOf>[0],
    usable: UsableSlide,
    answer: unknown,
  ): { points: number; answer: unknown } {
    if (usable.status !== 'ok')
      throw new BadRequestError(usable.placeholder.message, { slideId: usable.placeholder.message });
    const issues = usable.core.validateAnswer(usable.data, answer);
    if (issues.length) {
      const message = issues[0]?.message || LESSON_MESSAGES.answerInvalid;
      throw new BadRequestError(message, { [['answer', ...issues[0]!.path].join('.')]: message });
    }
    const scored = registry.score(envelopeOf(slide), answer);
    if (!scored.ok) throw new BadRequestError(scored.issues[0]?.message || LESSON_MESSAGES.answerInvalid);
    // Rounded as the lesson's points are, to the cents the column stores: the completion's points are
    // computed from this value and from the stored ones, so both must be the same number.
    return { points: roundPoints(scored.points), answer: usable.core.answerSchema.parse(answer) };
  }

  /**
   * One read, one score and one call of `submit_lesson_answer`; STALE when the attempt changed in between.
   * The checks run in the same order as when the read held the attempt's lock (before issue 10's change).
   */
  async function submitOnce(
    caller: AuthUser,
    input: { slideId: string; lessonId: number; answer: unknown },
  ): Promise<SubmitAnswerResponse | typeof STALE> {
    const context = await answers.submissionContext(input.lessonId, caller.id);
    const lesson = context?.lesson;
    if (!context || !lesson || (lesson.isHidden && !canSeeHidden(caller.role)))
      throw new NotFoundError(LESSON_API_MESSAGES.notFound);
    const slide = context.slides.find((candidate) => candidate.id === Number(input.slideId));
    if (!slide) throw new NotFoundError(LESSON_API_MESSAGES.slideNotFound);
    // Every slide resolved once per submission (scoring, completion and points all use these).
    const resolved = context.slides.map((candidate) => ({
      slide: candidate,
      usable: usableSlide(registry, candidate, lesson.type),
    }));
    const submitted = resolved.find((entry) => entry.slide === slide)!.usable;
    const { points, answer } = scoreAnswer(slide, submitted, input.answer);
    if (context.editionId === null) throw new ConflictError(ANSWER_MESSAGES.noCurrentEdition);
    const ids = { lessonId: lesson.id, userId: caller.id };
    const latest = context.latest;
    const requiresApproval = LESSON_TYPE_INFO[lesson.type].requiresApproval;
    // A completed or approved lesson is replayed in practice mode: nothing is saved.
    if (latest?.state === 'COMPLETED' || latest?.state === 'APPROVED')
      return { ...PRACTICE, ...ids, feedback: answerFeedback(submitted, answer, { awaitingTeacher: false }) };
    if (latest?.state === 'PENDING_APPROVAL') throw new ConflictError(ANSWER_MESSAGES.pendingApproval);
    if (lesson.deadline && lesson.deadline.getTime() < now())
      throw new BadRequestError(ANSWER_MESSAGES.deadlinePassed);
    const answerable = resolved.flatMap(({ slide: row, usable }) =>
      usable.status === 'ok' ? [{ slide: row, core: usable.core, data: usable.data }] : [],
    );
    // A new attempt (the first, or after a rejection) starts with no answers.
    const seenAnswers = latest?.state === 'IN_PROGRESS' ? context.answered : [];
    const given = [...seenAnswers, { slideId: slide.id, points }];
    const answered = new Set(given.map((entry) => entry.slideId));
    const completes = answerable.every((entry) => answered.has(entry.slide.id));
    const outcome = await answers.submitAnswer({
      userId: caller.id,
      lessonId: lesson.id,
      editionId: context.editionId,
      slideId: slide.id,
      seen: { attempt: latest, answered: seenAnswers },
      answerableSlideIds: answerable.map((entry) => entry.slide.id),
      // Answers wait for a teacher at once where approval is needed, else they are in progress until the end.
      state: requiresApproval ? 'PENDING_APPROVAL' : 'IN_PROGRESS',
      points,
      answer,
      requiresApproval,
      lessonPoints: completes && !requiresApproval ? lessonPointsOf(lesson, answerable, given) : 0,
      now: new Date(),
    });
    if (outcome.outcome === 'stale') return STALE;
    if (outcome.outcome === 'duplicate') throw new ConflictError(ANSWER_MESSAGES.alreadyStarted);
    return {
      ...(outcome.outcome === 'completed'
        ? { punctajFinal: outcome.punctajFinal, isLessonCompletedNow: true }
        : { punctajFinal: 0, isLessonCompletedNow: false }),
      ...ids,
      feedback: answerFeedback(submitted, answer, { awaitingTeacher: requiresApproval }),
    };
  }

  return {
    /**
     * Stores one answer (the database function of migration 0011 does the writes in one call). Parallel
     * identical submissions are serialised by the attempt's row lock and the unique constraint of
     * lesson_answers: exactly one is stored and scored, the others get 409. A submission that finds the
     * attempt changed since it read it is read and scored again, a few times at most.
     */
    async submit(
      caller: AuthUser,
      input: { slideId: string; lessonId: number; userId: number; answer: unknown },
    ): Promise<SubmitAnswerResponse> {
      if (input.userId !== caller.id) throw new ForbiddenError(ANSWER_MESSAGES.notYourAnswer);
      for (let round = 1; ; round++) {
        const response = await submitOnce(caller, input);
        if (response !== STALE) return response;
        // Only another submission of the same pupil's attempt changing it every time gets here.
        if (round >= MAX_SUBMIT_ROUNDS) throw new ConflictError(ANSWER_MESSAGES.alreadyStarted);
      }
    },

    /** The caller's latest attempt at a lesson in the current edition, with its answers (resume). */
    async mine(caller: AuthUser, lessonId: number): Promise<MyLessonAnswers> {
      const lesson = await lessons.findById(lessonId);
      if (!lesson || (lesson.isHidden && !canSeeHidden(caller.role)))
        throw new NotFoundError(LESSON_API_MESSAGES.notFound);
      const editionId = await deps.editionsService.currentEditionId();
      if (editionId === null) return { lessonId, attempt: null, answers: [] };
      const key = { userId: caller.id, lessonId, editionId };
      const attempt = await answers.latestAttempt(key);
      if (!attempt) return { lessonId, attempt: null, answers: [] };
      const [rows, slideRows] = await Promise.all([
        answers.answersOfAttempt(key, attempt.version),
        lessons.slidesOf(lessonId),
      ]);
      // The same feedback the submission answered with: the verdict waits for a teacher's decision.
      const awaitingTeacher =
        LESSON_TYPE_INFO[lesson.type].requiresApproval &&
        attempt.state !== 'APPROVED' &&
        attempt.state !== 'REJECTED';
      const slideById = new Map(slideRows.map((slide) => [slide.id, slide]));
      return {
        lessonId,
        attempt: toAttempt(attempt),
        answers: rows.map((row) => {
          const slide = slideById.get(row.slideId);
          return {
            ...toAnswer(row),
            feedback: slide
              ? answerFeedback(usableSlide(registry, slide, lesson.type), row.answer, { awaitingTeacher })
              : null,
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
