import { needsSchoolUpdateReminder } from './school-update-reminder.js';
import type { AccessSubject } from '../routing/route-definition.js';

const teacher: AccessSubject = {
  role: 'PROFESOR',
  isEnabled: true,
  schoolId: 1,
  hasSchoolRegistrationFormCompleted: true,
  needsSchoolRegistrationConfirmation: false,
  hasParentalApproval: false,
};

describe('school-update reminder (spec 000 §4)', () => {
  it('reminds an enabled teacher with no or an old update date', () => {
    expect(needsSchoolUpdateReminder(teacher, { schoolUpdatedAt: null })).toBe(true);
    expect(needsSchoolUpdateReminder(teacher, { schoolUpdatedAt: '2022-09-30T10:00:00Z' })).toBe(true);
  });

  it('does not remind after the October 2022 cut-off, nor other users', () => {
    expect(needsSchoolUpdateReminder(teacher, { schoolUpdatedAt: '2025-09-15T00:00:00Z' })).toBe(false);
    expect(needsSchoolUpdateReminder({ ...teacher, isEnabled: false }, { schoolUpdatedAt: null })).toBe(
      false,
    );
    expect(needsSchoolUpdateReminder({ ...teacher, role: 'ELEV' }, { schoolUpdatedAt: null })).toBe(false);
  });
});
