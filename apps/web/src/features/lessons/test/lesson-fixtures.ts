import type { AnswerState, LessonSummary, LessonType, Role } from '@platform/contracts';
import { fakeJwt } from '../../../test/fake-jwt.js';

let nextId = 100;

/** A lesson card as GET /api/lessons returns it. */
export function lessonSummary(overrides: Partial<LessonSummary> = {}): LessonSummary {
  nextId += 1;
  return {
    id: nextId,
    type: 'HOMEWORK' as LessonType,
    title: `Lecția ${nextId}`,
    description: 'Descriere',
    deadline: null,
    punctajMaxim: 10,
    isHidden: false,
    image: null,
    attemptState: null as AnswerState | null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    slideCount: 2,
    ...overrides,
  };
}

/** Stores a session of `role` the way the app does after a login. */
export function signInAs(role: Role) {
  localStorage.setItem('authToken', fakeJwt({ role, sub: '7' }));
  localStorage.setItem('refreshToken', 'refresh');
}
