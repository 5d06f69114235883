import type { Role } from '@platform/contracts';
import { landingPath, resolveRedirect, roleHomePath } from './access-rules.js';
import type { AccessSubject, RouteDefinition } from './route-definition.js';
import { ROUTES } from './route-table.js';

function route(path: string): RouteDefinition {
  const found = ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

function subject(role: Role, overrides: Partial<AccessSubject> = {}): AccessSubject {
  return {
    role,
    isEnabled: true,
    schoolId: role === 'PROFESOR' ? 7 : null,
    hasSchoolRegistrationFormCompleted: role === 'PROFESOR',
    needsSchoolRegistrationConfirmation: false,
    hasParentalApproval: role === 'ELEV',
    ...overrides,
  };
}

describe('role homes (spec 000 §2)', () => {
  it.each([
    ['ELEV', '/teme-de-casa'],
    ['PROFESOR', '/activitati-practice'],
    ['ADMIN', '/rapoarte/final-editie'],
    ['DBEST', '/rapoarte/final-editie'],
    ['LOGISTIC', '/rapoarte/comenzi'],
    ['SYNC', '/informatii-despre-scoala-ecoterrienilor'],
  ] as const)('%s lands on %s', (role, path) => {
    expect(roleHomePath(role)).toBe(path);
    expect(landingPath(subject(role))).toBe(path);
  });
});

describe('resolveRedirect', () => {
  it('sends anonymous users on a protected page to login and lets them see public pages', () => {
    expect(resolveRedirect(route('/rapoarte/utilizatori'), null)).toBe('/autentificare');
    expect(resolveRedirect(route('/autentificare'), null)).toBeNull();
    expect(resolveRedirect(route('/am-uita-parola'), null)).toBeNull();
  });

  it('sends a signed-in user on a public page to their landing page', () => {
    expect(resolveRedirect(route('/autentificare'), subject('ELEV'))).toBe('/teme-de-casa');
    expect(resolveRedirect(route('/elev/inregistrare'), subject('ADMIN'))).toBe('/rapoarte/final-editie');
  });

  it('keeps a signed-in user on the reset page from the e-mailed link', () => {
    expect(resolveRedirect(route('/confirmare-resetare/:token?'), subject('ADMIN'))).toBeNull();
  });

  it('does not loop a role whose home is the public home page', () => {
    expect(resolveRedirect(route('/informatii-despre-scoala-ecoterrienilor'), subject('SYNC'))).toBeNull();
  });

  it('redirects the old per-role login paths to login', () => {
    expect(resolveRedirect(route('/profesor/autentificare'), null)).toBe('/autentificare');
    expect(resolveRedirect(route('/elev/autentificare'), null)).toBe('/autentificare');
  });

  it('sends a role that is not allowed to its home', () => {
    expect(resolveRedirect(route('/rapoarte/utilizatori'), subject('DBEST'))).toBe('/rapoarte/final-editie');
    expect(resolveRedirect(route('/lectii'), subject('ELEV'))).toBe('/teme-de-casa');
    expect(resolveRedirect(route('/plasare-comanda'), subject('LOGISTIC'))).toBe('/rapoarte/comenzi');
    expect(resolveRedirect(route('/profil'), subject('SYNC'))).toBe(
      '/informatii-despre-scoala-ecoterrienilor',
    );
  });

  it('lets every allowed role in', () => {
    expect(resolveRedirect(route('/rapoarte/comenzi'), subject('LOGISTIC'))).toBeNull();
    expect(resolveRedirect(route('/notificari'), subject('ELEV'))).toBeNull();
    expect(resolveRedirect(route('/profil'), subject('LOGISTIC'))).toBeNull();
  });

  it('forces a pupil who is not enabled onto parental approval', () => {
    const pupil = subject('ELEV', { isEnabled: false, hasParentalApproval: false });
    expect(landingPath(pupil)).toBe('/acord-parental');
    expect(resolveRedirect(route('/teme-de-casa'), pupil)).toBe('/acord-parental');
    expect(resolveRedirect(route('/acord-parental'), pupil)).toBeNull();
  });

  it('sends a disabled pupil whose parent already signed to the waiting page', () => {
    const pupil = subject('ELEV', { isEnabled: false, hasParentalApproval: true });
    expect(resolveRedirect(route('/notificari'), pupil)).toBe('/cont-in-asteptare/elev');
    expect(resolveRedirect(route('/acord-parental'), pupil)).toBe('/cont-in-asteptare/elev');
  });

  it('sends an enabled pupil away from the approval and waiting pages', () => {
    expect(resolveRedirect(route('/acord-parental'), subject('ELEV'))).toBe('/teme-de-casa');
    expect(resolveRedirect(route('/cont-in-asteptare/elev'), subject('ELEV'))).toBe('/teme-de-casa');
  });

  it('sends a teacher needing confirmation to the confirmation page, with the school form still open', () => {
    const teacher = subject('PROFESOR', { needsSchoolRegistrationConfirmation: true });
    expect(resolveRedirect(route('/activitati-practice'), teacher)).toBe('/confirmare-inscriere-scoala');
    expect(resolveRedirect(route('/confirmare-inscriere-scoala'), teacher)).toBeNull();
    expect(resolveRedirect(route('/cerere-inscriere-scoala'), teacher)).toBeNull();
  });

  it('sends an enabled teacher with a school but no completed form to the confirmation page', () => {
    const teacher = subject('PROFESOR', { hasSchoolRegistrationFormCompleted: false });
    expect(landingPath(teacher)).toBe('/confirmare-inscriere-scoala');
  });

  it('sends a teacher without form and school to the school request form', () => {
    const teacher = subject('PROFESOR', {
      isEnabled: false,
      schoolId: null,
      hasSchoolRegistrationFormCompleted: false,
    });
    expect(landingPath(teacher)).toBe('/cerere-inscriere-scoala');
    expect(resolveRedirect(route('/notificari'), teacher)).toBe('/cerere-inscriere-scoala');
    expect(resolveRedirect(route('/profil'), teacher)).toBeNull();
  });

  it('sends a teacher who confirmed a new edition (disabled, school kept, form not done) to the school form', () => {
    const teacher = subject('PROFESOR', {
      isEnabled: false,
      schoolId: 7,
      hasSchoolRegistrationFormCompleted: false,
    });
    expect(landingPath(teacher)).toBe('/cerere-inscriere-scoala');
  });

  it('keeps a teacher whose request waits on the waiting page, with the school-data pages open', () => {
    const teacher = subject('PROFESOR', {
      isEnabled: false,
      schoolId: null,
      hasSchoolRegistrationFormCompleted: true,
    });
    expect(resolveRedirect(route('/activitati-practice'), teacher)).toBe('/cont-in-asteptare/profesor');
    expect(resolveRedirect(route('/detalii-scoala-cont-in-asteptare'), teacher)).toBeNull();
    expect(resolveRedirect(route('/corectare-detalii-scoala-cont-in-asteptare'), teacher)).toBeNull();
  });

  it('lets an enabled teacher with a school go anywhere teachers may', () => {
    const teacher = subject('PROFESOR');
    expect(resolveRedirect(route('/activitati-practice'), teacher)).toBeNull();
    expect(resolveRedirect(route('/actualizare-detalii-scoala'), teacher)).toBeNull();
    expect(resolveRedirect(route('/cont-in-asteptare/profesor'), teacher)).toBe('/activitati-practice');
  });
});
