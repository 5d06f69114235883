import { sql } from 'drizzle-orm';
import { ANSWER_STATE_LABELS, LESSON_TYPE_INFO } from '@platform/contracts';
import type { SqlSheetColumn } from '../files/sheet-rows-sql.js';
import { lessonAnswers, lessonAttempts } from './answers.table.js';
import { lessons, slides } from '../lessons/lessons.table.js';
import { users } from '../users/users.table.js';
import { schools } from '../schools/schools.table.js';

const LESSON_TYPE_NAMES = Object.fromEntries(
  Object.values(LESSON_TYPE_INFO).map((info) => [info.type, info.displayName]),
);

/**
 * Columns of the raport_raspunsuri_lectii export (the 'Istoric Activitati' table), read by one query
 * (sheet-rows-sql.ts): a million answers are exported from the report's own join.
 */
export const ANSWER_EXPORT_COLUMNS: SqlSheetColumn[] = [
  { header: 'Data', kind: 'date', value: lessonAnswers.timestamp },
  { header: 'Elev', kind: 'text', value: users.nume, width: 30 },
  { header: 'Email', kind: 'text', value: users.email, width: 30 },
  { header: 'Clasa', kind: 'text', value: users.clasa, width: 12 },
  { header: 'Școala', kind: 'text', value: schools.numeInstitutieInvatamant, width: 40 },
  { header: 'Activitate', kind: 'text', value: lessons.title, width: 40 },
  { header: 'Tip', kind: 'label', value: lessons.type, labels: LESSON_TYPE_NAMES },
  { header: 'Slide', kind: 'text', value: slides.type },
  { header: 'Încercarea', kind: 'number', value: sql`${lessonAnswers.version} + 1`, width: 10 },
  { header: 'Stare', kind: 'label', value: lessonAnswers.state, labels: ANSWER_STATE_LABELS },
  { header: 'Puncte răspuns', kind: 'number', value: lessonAnswers.points },
  { header: 'Punctaj final', kind: 'number', value: lessonAttempts.punctajFinal },
  { header: 'Motiv respingere', kind: 'text', value: lessonAnswers.rejectReason, width: 30 },
];
