import { legacyEditTarget } from './legacy-edit-redirect.js';

describe('legacyEditTarget', () => {
  it('maps /lessons/{type}/edit/{id} to the Romanian edit path', () => {
    expect(legacyEditTarget('lesson', '3')).toBe('/lectii/editare/3');
    expect(legacyEditTarget('homework', '7')).toBe('/teme-de-casa/editare/7');
    expect(legacyEditTarget('practical_activity', '8')).toBe('/activitati-practice/editare/8');
    expect(legacyEditTarget('monthly_challenge', '9')).toBe('/provocari/editare/9');
    expect(legacyEditTarget('daily_challenge', '10')).toBe('/provocari-zilnice/editare/10');
  });

  it('refuses unknown types and ids', () => {
    expect(legacyEditTarget('poll', '3')).toBeNull();
    expect(legacyEditTarget('lesson', 'abc')).toBeNull();
    expect(legacyEditTarget(undefined, undefined)).toBeNull();
  });
});
