import {
  ACCOUNT_MESSAGES,
  ANSWER_MESSAGES,
  LESSON_MESSAGES,
  PAGING_MESSAGES,
  type AnswerApprovalInput,
  type AnswerApprovalResponse,
  type AnswerFilter,
  type AnswerReportQuery,
  type AnswerReportRow,
  type ExportResponse,
  type LessonType,
  type Page,
} from '@platform/contracts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/domain-errors.js';
import type { AuthUser } from '../../http/route-access.js';
import type { Transactor } from '../../db/transaction.js';
import type { EditionsService } from '../editions/editions.service.js';
import type { ExportsService } from '../files/exports.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { LessonsRepository } from '../lessons/lessons.repository.js';
import type { ServerSlideRegistry } from '../slides/slide-registry.js';
import type { AnswersRepository } from './answers.repository.js';
import type {
  AnswersReportFilter,
  AnswersReportRepository,
  AnswersReportRow,
  ReportSort,
} from './answers-report.repository.js';
import { lessonPoints } from './lesson-points.js';
import { toAnswer, toAttempt } from './answer-mappers.js';
import { ANSWER_EXPORT_COLUMNS } from './answers-export-columns.js';

export interface AnswerReviewServiceDeps {
  answersRepository: AnswersRepository;
  answersReportRepository: AnswersReportRepository;
  lessonsRepository: LessonsRepository;
  usersRepository: UsersRepository;
  editionsService: EditionsService;
  exportsService: ExportsService;
  slideRegistry: ServerSlideRegistry;
  transaction: Transactor;
}

const OPEN_STATES = ['PENDING_APPROVAL', 'COMPLETED'] as const;
const isOpen = (state: string) => (OPEN_STATES as readonly string[]).includes(state);

/** Whether `role` may approve answers of `type` (spec 001 §6: none for LESSON; PROFESOR not for practical activities). */
export function mayApprove(role: string, type: LessonType): boolean {
  if (type === 'LESSON') return false;
  if (role === 'ADMIN' || role === 'DBEST') return true;
  return role === 'PROFESOR' && type !== 'PRACTICAL_ACTIVITY';
}

/** Approval, rejection, deletion and the 'Istoric Activitati' report (spec 001 §2, §4, §6). */
export function createAnswerReviewService(deps: AnswerReviewServiceDeps) {
  const { answersRepository: answers } = deps;

  /** Teachers act only on pupils of their own school; -1 matches no school. */
  async function teacherSchool(caller: AuthUser): Promise<number | undefined> {
    if (caller.role !== 'PROFESOR') return undefined;
    return (await deps.usersRepository.findById(caller.id))?.schoolId ?? -1;
  }

  function parseSort(sort: string | undefined): ReportSort {
    const [field, direction] = (sort ?? 'timestamp,desc').split(',') as [string, string];
    if (!deps.answersReportRepository.sortFields.includes(field)) {
      throw new BadRequestError(PAGING_MESSAGES.invalidSort, { sort: PAGING_MESSAGES.invalidSort });
    }
    return { field, direction: direction.toLowerCase() === 'asc' ? 'asc' : 'desc' };
  }

  async function filterOf(caller: AuthUser, query: AnswerFilter): Promise<AnswersReportFilter> {
    const editionId = query.editionId ?? (await deps.editionsService.currentEditionId()) ?? undefined;
    return { ...query, editionId, schoolId: await teacherSchool(caller) };
  }

  const toRow =
    (caller: AuthUser) =>
    (row: AnswersReportRow): AnswerReportRow => ({
      ...toAnswer(row.answer),
      slideType: row.slideType,
      lessonTitle: row.lessonTitle,
      lessonType: row.lessonType,
      userName: row.userName,
      userEmail: row.userEmail,
      clasa: row.clasa,
      schoolId: row.schoolId,
      schoolName: row.schoolName,
      attemptState: row.attemptState,
      punctajFinal: row.punctajFinal === null ? null : Number(row.punctajFinal),
      canApprove:
        mayApprove(caller.role, row.lessonType) && isOpen(row.answer.state) && isOpen(row.attemptState),
    });

  return {
    async report(caller: AuthUser, query: AnswerReportQuery): Promise<Page<AnswerReportRow>> {
      const sort = parseSort(query.sort);
      const { rows, total, totalIsEstimate } = await deps.answersReportRepository.page(
        await filterOf(caller, query),
        sort,
        query.page * query.size,
        query.size,
      );
      return {
        content: rows.map(toRow(caller)),
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
        ...(totalIsEstimate ? { totalIsEstimate } : {}),
        pageable: { pageNumber: query.page, pageSize: query.size, sort: `${sort.field},${sort.direction}` },
      };
    },

    /** GET /api/lessons/answers: the filtered answers without paging (at most 1000, newest first). */
    async list(caller: AuthUser, query: AnswerFilter): Promise<AnswerReportRow[]> {
      const { rows } = await deps.answersReportRepository.page(
        await filterOf(caller, query),
        parseSort(undefined),
        0,
        1000,
      );
      return rows.map(toRow(caller));
    },

    /** Export raport_raspunsuri_lectii of the current filter (ADMIN, DBEST). */
    async exportReport(caller: AuthUser, query: AnswerReportQuery): Promise<ExportResponse> {
      if (caller.role !== 'ADMIN' && caller.role !== 'DBEST')
        throw new ForbiddenError(ACCOUNT_MESSAGES.forbidden);
      return deps.exportsService.exportSheetRows({
        ownerId: caller.id,
        fileName: 'raport_raspunsuri_lectii',
        sheetName: 'Răspunsuri',
        columns: ANSWER_EXPORT_COLUMNS,
        sheetRows: deps.answersReportRepository.sheetRows(
          await filterOf(caller, query),
          parseSort(query.sort),
        ),
      });
    },

    /**
     * Approves or rejects one answer. Rejecting rejects the whole attempt (the pupil may start a new one);
     * approving the last open answer of a finished attempt approves it and awards its points.
     */
    async review(
      caller: AuthUser,
      answerId: number,
      input: AnswerApprovalInput,
    ): Promise<AnswerApprovalResponse> {
      if (answerId !== input.id)
        throw new BadRequestError(ANSWER_MESSAGES.answerNotFound, { id: ANSWER_MESSAGES.answerNotFound });
      const answer = await answers.findAnswer(answerId);
      // A teacher learns nothing about answers outside their school: unknown and foreign ids answer alike,
      // before anything about the lesson is told.
      const schoolId = await teacherSchool(caller);
      if (
        schoolId !== undefined &&
        (!answer || (await deps.usersRepository.findById(answer.userId))?.schoolId !== schoolId)
      ) {
        throw new ForbiddenError(ANSWER_MESSAGES.notYourPupil);
      }
      if (!answer) throw new NotFoundError(ANSWER_MESSAGES.answerNotFound);
      const lesson = (await deps.lessonsRepository.findById(answer.lessonId))!;
      if (lesson.type === 'LESSON') throw new ForbiddenError(ANSWER_MESSAGES.approvalNotAllowed);
      if (!mayApprove(caller.role, lesson.type)) throw new ForbiddenError(ANSWER_MESSAGES.practicalByTeacher);
      const key = { userId: answer.userId, lessonId: answer.lessonId, editionId: answer.editionId };
      return deps.transaction(async (tx) => {
        const attempt = await answers.lockAttempt(key, answer.version, tx);
        const current = await answers.findAnswer(answerId, tx);
        if (current?.state === 'IN_PROGRESS') throw new ConflictError(ANSWER_MESSAGES.notFinished);
        if (!attempt || !current || !isOpen(current.state) || attempt.state === 'REJECTED')
          throw new ConflictError(ANSWER_MESSAGES.alreadyReviewed);
        const reviewed = { approvedBy: caller.id, approvedAt: new Date() };
        if (!input.approved) {
          const reason = input.reason || LESSON_MESSAGES.defaultRejectReason;
          const updated = await answers.updateAnswer(
            answerId,
            { state: 'REJECTED', rejectReason: reason, ...reviewed },
            tx,
          );
          await answers.rejectOpenAnswers(key, answer.version, reason, caller.id, tx);
          const rejected = await answers.updateAttempt(
            attempt.id,
            { state: 'REJECTED', rejectReason: reason, punctajFinal: 0, ...reviewed },
            tx,
          );
          return {
            message: ANSWER_MESSAGES.answerRejected,
            answer: toAnswer(updated),
            attempt: toAttempt(rejected),
          };
        }
        const updated = await answers.updateAnswer(
          answerId,
          { state: 'APPROVED', rejectReason: null, ...reviewed },
          tx,
        );
        let result = attempt;
        const all = await answers.answersOfAttempt(key, answer.version, tx);
        const finished = attempt.state === 'PENDING_APPROVAL' || attempt.state === 'COMPLETED';
        if (finished && all.every((row) => row.state === 'APPROVED')) {
          let punctajFinal = attempt.punctajFinal;
          if (attempt.state === 'PENDING_APPROVAL') {
            const alreadyScored = await answers.hasScoredAttempt(key, attempt.version, tx);
            const slides = await deps.lessonsRepository.slidesOf(lesson.id, tx);
            punctajFinal = alreadyScored
              ? 0
              : lessonPoints(
                  deps.slideRegistry,
                  lesson,
                  slides,
                  all.map((row) => ({ slideId: row.slideId, points: Number(row.points) })),
                );
          }
          result = await answers.updateAttempt(
            attempt.id,
            { state: 'APPROVED', punctajFinal, ...reviewed },
            tx,
          );
        }
        return {
          message: ANSWER_MESSAGES.answerApproved,
          answer: toAnswer(updated),
          attempt: toAttempt(result),
        };
      });
    },

    /** Removes a pupil's answers, attempts and so points for a lesson in an edition (ADMIN, DBEST). */
    async remove(key: { userId: number; lessonId: number; editionId: number }) {
      const result = await answers.deleteForPupil(key);
      if (result.deletedAnswers + result.deletedAttempts === 0)
        throw new NotFoundError(ANSWER_MESSAGES.answerNotFound);
      return result;
    },
  };
}
export type AnswerReviewService = ReturnType<typeof createAnswerReviewService>;
