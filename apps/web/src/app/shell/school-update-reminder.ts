import type { Profile } from '@platform/contracts';
import type { AccessSubject } from '../routing/route-definition.js';

/** School details saved before this date are considered stale (spec 000 §4: "a fixed date in October 2022"). */
export const SCHOOL_UPDATE_CUTOFF = new Date('2022-10-01T00:00:00Z');

/** Enabled teachers whose school update date is missing or older than the cutoff get the reminder. */
export function needsSchoolUpdateReminder(
  subject: AccessSubject,
  profile: Pick<Profile, 'schoolUpdatedAt'>,
): boolean {
  if (subject.role !== 'PROFESOR' || !subject.isEnabled) return false;
  if (!profile.schoolUpdatedAt) return true;
  const updatedAt = new Date(profile.schoolUpdatedAt);
  return Number.isNaN(updatedAt.getTime()) || updatedAt < SCHOOL_UPDATE_CUTOFF;
}
