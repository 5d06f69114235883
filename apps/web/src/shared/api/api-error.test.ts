import { readApiError } from './api-error.js';
import { serializeParams } from './serialize-params.js';
import { formatDate, formatDateTime } from '../dates/format-date.js';

describe('readApiError (spec 000 §8)', () => {
  it('uses the network message when there is no answer', () => {
    expect(readApiError({ status: 'FETCH_ERROR', error: 'x' }, 'fallback').message).toBe(
      'Eroare de rețea: Vă rugăm să verificați conexiunea la internet.',
    );
  });

  it('uses the upgrade message for server errors', () => {
    expect(readApiError({ status: 502, data: null }, 'fallback').message).toBe(
      'Momentan facem un upgrade al sistemului. Va rugam reincercati in maxim 3 minute.',
    );
  });

  it("keeps the server's message and field errors, else the fallback", () => {
    expect(
      readApiError(
        { status: 400, data: { message: 'Date invalide', errors: { email: 'Greșit' } } },
        'fallback',
      ),
    ).toEqual({ status: 400, message: 'Date invalide', fieldErrors: { email: 'Greșit' } });
    expect(readApiError({ status: 404, data: 'not json' }, 'fallback').message).toBe('fallback');
    expect(readApiError(new Error('boom'), 'fallback').message).toBe('fallback');
  });
});

describe('query and date helpers', () => {
  it('repeats array parameters', () => {
    expect(serializeParams({ role: ['ELEV', 'PROFESOR'], page: 0, skip: undefined })).toBe(
      'role=ELEV&role=PROFESOR&page=0',
    );
  });

  it('formats dates in ro-RO', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05.03.2026');
    expect(formatDateTime(new Date(2026, 2, 5, 9, 7))).toBe('05.03.2026, 09:07');
    expect(formatDate(null)).toBe('');
  });
});

describe('support code', () => {
  it('adds the request id to the toast of a server error, and keeps it for other errors', () => {
    const failed = readApiError({ status: 500, data: null, requestId: 'req-1234abcd' }, 'fallback');
    expect(failed.message).toBe(
      'Momentan facem un upgrade al sistemului. Va rugam reincercati in maxim 3 minute. Cod pentru suport: req-1234abcd',
    );
    expect(failed.requestId).toBe('req-1234abcd');
    const refused = readApiError(
      { status: 409, data: { message: 'Există deja', errors: {} }, requestId: 'req-5678' },
      'fallback',
    );
    expect(refused).toEqual({ status: 409, message: 'Există deja', fieldErrors: {}, requestId: 'req-5678' });
  });
});
