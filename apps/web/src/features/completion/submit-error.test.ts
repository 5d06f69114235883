import { classifySubmitFailure } from './submit-error.js';

const failure = (status: number | string, message?: string) => ({
  status,
  data: message === undefined ? {} : { message, errors: {} },
});

describe('classifySubmitFailure (spec 001 §8)', () => {
  it.each([
    [409, 'Ai început deja această lecție'],
    [400, 'duplicate key value violates unique constraint'],
    [409, 'Unique constraint failed'],
  ])('treats %s "%s" as already started', (status, message) => {
    expect(classifySubmitFailure(failure(status, message))).toEqual({
      kind: 'alreadyStarted',
      message: 'Ai început deja această lecție. Te rugăm să continui de unde ai rămas.',
    });
  });

  it('warns that a lesson waiting for approval cannot be resumed', () => {
    const message =
      'Lecția așteaptă aprobarea profesorului. Nu poți continua până când profesorul nu aprobă răspunsurile.';
    expect(classifySubmitFailure(failure(409, message))).toEqual({ kind: 'pendingApproval', message });
  });

  it("shows the server's message, else 'Eroare la salvarea răspunsului'", () => {
    const deadline = 'Termenul limită al acestei activități a expirat. Răspunsul nu mai poate fi trimis.';
    expect(classifySubmitFailure(failure(400, deadline))).toEqual({ kind: 'failed', message: deadline });
    expect(classifySubmitFailure(failure(400))).toEqual({
      kind: 'failed',
      message: 'Eroare la salvarea răspunsului',
    });
    expect(classifySubmitFailure(failure('FETCH_ERROR'))).toEqual({
      kind: 'failed',
      message: 'Eroare la salvarea răspunsului',
    });
    expect(classifySubmitFailure(failure(500, 'boom')).message).toBe('Eroare la salvarea răspunsului');
  });

  it('does not read a 403 about approval as the pending warning', () => {
    const message = 'Activitățile practice sunt aprobate doar de echipa programului';
    expect(classifySubmitFailure(failure(403, message))).toEqual({ kind: 'failed', message });
  });
});
