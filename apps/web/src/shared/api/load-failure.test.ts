import { GENERIC_MESSAGES } from '@platform/contracts';
import { describeLoadFailure } from './load-failure.js';

const TITLE = 'Nu s-a putut încărca lecția';

describe('describeLoadFailure', () => {
  it.each([
    [404, 'Lecția nu a fost găsită'],
    [403, 'Acces interzis'],
    [400, 'Cerere invalidă'],
  ])("a %s shows the server's message and no connection hint", (status, message) => {
    expect(describeLoadFailure({ status, data: { message, errors: {} } }, TITLE)).toEqual({
      kind: 'refused',
      title: message,
      status,
    });
  });

  it('a 4xx without a readable body falls back to the title, still refused', () => {
    expect(describeLoadFailure({ status: 404, data: 'Not Found' }, TITLE)).toEqual({
      kind: 'refused',
      title: TITLE,
      status: 404,
    });
  });

  it.each(['FETCH_ERROR', 'TIMEOUT_ERROR'])('%s (no answer) keeps the connection hint', (status) => {
    expect(describeLoadFailure({ status, error: 'TypeError: Failed to fetch' }, TITLE, 'Verifică')).toEqual({
      kind: 'network',
      title: TITLE,
      hint: 'Verifică',
    });
  });

  it('a 5xx says the system is being upgraded', () => {
    expect(describeLoadFailure({ status: 503, data: {} }, TITLE)).toEqual({
      kind: 'server',
      title: TITLE,
      hint: GENERIC_MESSAGES.serverUpgrade,
    });
  });
});
