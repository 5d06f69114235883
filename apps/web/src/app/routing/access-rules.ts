import type { Role } from '@platform/contracts';
import type { AccessSubject, RouteDefinition } from './route-definition.js';
import { PATHS } from './paths.js';

/** Role homes of spec 000 §2; roles without one (SYNC) get the public home page. */
export function roleHomePath(role: Role): string {
  switch (role) {
    case 'ELEV':
      return PATHS.homework;
    case 'PROFESOR':
      return PATHS.practicalActivities;
    case 'ADMIN':
    case 'DBEST':
      return PATHS.editionReport;
    case 'LOGISTIC':
      return PATHS.ordersReport;
    default:
      return PATHS.publicHome;
  }
}

/** A state that forces the user onto one page, with the few pages that state still allows. */
interface ForcedState {
  target: string;
  allowed: readonly string[];
}

/** The access rules of spec 000 §4, in the order they apply. Null when the user may go anywhere allowed. */
export function forcedState(subject: AccessSubject): ForcedState | null {
  if (subject.role === 'ELEV' && !subject.isEnabled) {
    return subject.hasParentalApproval
      ? { target: PATHS.pupilWaiting, allowed: [PATHS.pupilWaiting] }
      : { target: PATHS.parentalApproval, allowed: [PATHS.parentalApproval] };
  }
  if (subject.role !== 'PROFESOR') return null;
  const hasSchool = subject.schoolId !== null;
  if (
    subject.needsSchoolRegistrationConfirmation ||
    (subject.isEnabled && hasSchool && !subject.hasSchoolRegistrationFormCompleted)
  ) {
    // "Yes" on the confirmation page leads to the school request form, so that form stays reachable.
    return {
      target: PATHS.schoolRegistrationConfirmation,
      allowed: [PATHS.schoolRegistrationConfirmation, PATHS.schoolRequest],
    };
  }
  // Without a completed form the teacher fills it in: no school yet, or a school kept from an earlier edition
  // whose yearly confirmation was answered "yes" (the account waits disabled for the new request).
  if (!subject.hasSchoolRegistrationFormCompleted && (!hasSchool || !subject.isEnabled)) {
    return { target: PATHS.schoolRequest, allowed: [PATHS.schoolRequest, PATHS.profile] };
  }
  if (!subject.isEnabled) {
    // The request was sent and waits for an ADMIN: the school-data pages stay open (the exceptions of §4).
    return {
      target: PATHS.teacherWaiting,
      allowed: [PATHS.teacherWaiting, PATHS.schoolDetailsWaiting, PATHS.schoolDetailsCorrection],
    };
  }
  return null;
}

/** Where a signed-in user lands: the forced page of their state, else their role home. */
export function landingPath(subject: AccessSubject): string {
  return forcedState(subject)?.target ?? roleHomePath(subject.role);
}

/** Pages only meant for a state the user is no longer in (e.g. an enabled pupil on parental approval). */
const STATE_PAGES: readonly string[] = [
  PATHS.parentalApproval,
  PATHS.pupilWaiting,
  PATHS.teacherWaiting,
  PATHS.schoolDetailsWaiting,
  PATHS.schoolDetailsCorrection,
  PATHS.schoolRegistrationConfirmation,
];

/**
 * The guard of every route, as a pure function: where to send the user instead, or null to show the page.
 * `subject` is null when nobody is signed in.
 */
export function resolveRedirect(route: RouteDefinition, subject: AccessSubject | null): string | null {
  if (route.access === 'redirect') return route.to;
  if (route.access === 'public') {
    if (!subject || route.allowSignedIn) return null;
    const landing = landingPath(subject);
    return landing === route.path ? null : landing;
  }
  if (!subject) return PATHS.login;
  if (!route.roles.includes(subject.role)) return roleHomePath(subject.role);
  const forced = forcedState(subject);
  if (forced) return forced.allowed.includes(route.path) ? null : forced.target;
  if (STATE_PAGES.includes(route.path)) return roleHomePath(subject.role);
  return null;
}
