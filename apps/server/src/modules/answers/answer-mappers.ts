import type { LessonAnswer, LessonAttempt } from '@platform/contracts';
import type { AnswerRow, AttemptRow } from './answers.repository.js';

export function toAnswer(row: AnswerRow): LessonAnswer {
  return {
    id: row.id,
    slideId: String(row.slideId),
    lessonId: row.lessonId,
    userId: row.userId,
    editionId: row.editionId,
    answer: row.answer,
    state: row.state,
    rejectReason: row.rejectReason,
    points: Number(row.points),
    version: row.version,
    startedAt: row.startedAt.toISOString(),
    timestamp: row.timestamp.toISOString(),
  };
}

export function toAttempt(row: AttemptRow): LessonAttempt {
  return {
    id: row.id,
    lessonId: row.lessonId,
    userId: row.userId,
    editionId: row.editionId,
    version: row.version,
    state: row.state,
    punctajFinal: row.punctajFinal === null ? null : Number(row.punctajFinal),
    rejectReason: row.rejectReason,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}
