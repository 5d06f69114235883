import { useEffect, useRef } from 'react';
import type { Profile } from '@platform/contracts';
import { REMINDER_MESSAGES } from '../../shared/messages/navigation-messages.js';
import { notify, TOAST_DURATIONS } from '../../shared/toasts/notify.js';
import type { AccessSubject } from '../routing/route-definition.js';
import { needsSchoolUpdateReminder } from './school-update-reminder.js';

/** Shows the school-update reminder toast (120 s) once per signed-in session of this tab. */
export function useSchoolUpdateReminder(subject: AccessSubject | null, profile: Profile | null): void {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || !subject || !profile) return;
    if (!needsSchoolUpdateReminder(subject, profile)) return;
    shown.current = true;
    notify.warning(REMINDER_MESSAGES.schoolUpdate, TOAST_DURATIONS.schoolUpdateReminder);
  }, [subject, profile]);
}
