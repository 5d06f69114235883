import { pupilAction } from './pupil-action.js';

describe('pupilAction (spec 001 §2 "Student button by attempt state")', () => {
  it.each([
    [null, 'Pornire', '/completare-tema-pentru-acasa/id/5'],
    ['IN_PROGRESS', 'Continuare', '/completare-tema-pentru-acasa/id/5'],
    ['PENDING_APPROVAL', 'În Așteptare Aprobare', null],
    ['APPROVED', 'Repornire (Nepunctată)', '/completare-tema-pentru-acasa/id/5'],
    ['COMPLETED', 'Repornire (Nepunctată)', '/completare-tema-pentru-acasa/id/5'],
    ['REJECTED', 'Reîncearcă', '/completare-tema-pentru-acasa/id/5'],
  ] as const)('%s -> %s', (state, label, path) => {
    expect(pupilAction('HOMEWORK', 5, state)).toEqual({ label, path });
  });

  it('links to the completion route of the lesson type', () => {
    expect(pupilAction('DAILY_CHALLENGE', 9, null).path).toBe('/completare-provocare-zilnica/id/9');
  });
});
