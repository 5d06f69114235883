import type { Role } from '@platform/contracts';
import { buildMenu } from './menu.js';
import type { AccessSubject } from './route-definition.js';
import { ROUTES } from './route-table.js';

function labelsFor(role: Role, overrides: Partial<AccessSubject> = {}) {
  return buildMenu(ROUTES, {
    role,
    isEnabled: true,
    schoolId: role === 'PROFESOR' ? 3 : null,
    hasSchoolRegistrationFormCompleted: role === 'PROFESOR',
    needsSchoolRegistrationConfirmation: false,
    hasParentalApproval: false,
    ...overrides,
  }).map((item) => (item.bold ? `**${item.label}**` : item.label));
}

describe('buildMenu (spec 000 §2 menu order)', () => {
  it('gives ADMIN every staff item in order', () => {
    expect(labelsFor('ADMIN')).toEqual([
      'Lecții',
      'Teme de casă',
      'Activități practice',
      'Provocări',
      'Raport Editie',
      'Istoric comenzi',
      'Istoric Activitati',
      'Raport școli',
      'Cereri Inscrieri',
      'Utilizatori',
      'Raport notificări',
      'Mesaje',
    ]);
  });

  it('gives DBEST the staff items except the ADMIN-only ones and challenges', () => {
    expect(labelsFor('DBEST')).toEqual([
      'Lecții',
      'Teme de casă',
      'Activități practice',
      'Raport Editie',
      'Istoric comenzi',
      'Istoric Activitati',
      'Raport școli',
      'Raport notificări',
      'Mesaje',
    ]);
  });

  it('gives an enabled teacher with a school the school update item in bold', () => {
    expect(labelsFor('PROFESOR')).toEqual([
      'Teme de casă',
      'Activități practice',
      'Provocări',
      'Istoric comenzi',
      'Istoric Activitati',
      'Elevii mei',
      'Mesaje',
      '**Actualizare detalii școală**',
    ]);
  });

  it('gives a teacher without a school only the school request', () => {
    expect(
      labelsFor('PROFESOR', { isEnabled: false, schoolId: null, hasSchoolRegistrationFormCompleted: false }),
    ).toEqual(['Cerere înscriere școală']);
  });

  it('gives an enabled pupil homework, challenges and messages', () => {
    expect(labelsFor('ELEV')).toEqual(['Teme de casă', 'Provocări', 'Mesaje']);
  });

  it('gives a pupil who is not enabled only the parental approval', () => {
    expect(labelsFor('ELEV', { isEnabled: false })).toEqual(['Acord parental']);
  });

  it('gives LOGISTIC the orders history only', () => {
    expect(labelsFor('LOGISTIC')).toEqual(['Istoric comenzi']);
  });
});
