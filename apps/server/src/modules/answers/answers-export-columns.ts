import { ANSWER_STATE_LABELS, LESSON_TYPE_INFO } from '@platform/contracts';
import type { ExportColumn } from '../files/exports.service.js';
import type { AnswersExportRow } from './answers-report.repository.js';

/** Columns of the raport_raspunsuri_lectii export (the 'Istoric Activitati' table). */
export const ANSWER_EXPORT_COLUMNS: ExportColumn<AnswersExportRow>[] = [
  { header: 'Data', value: (row) => row.answer.timestamp },
  { header: 'Elev', value: (row) => row.userName, width: 30 },
  { header: 'Email', value: (row) => row.userEmail, width: 30 },
  { header: 'Clasa', value: (row) => row.clasa, width: 12 },
  { header: 'Școala', value: (row) => row.schoolName, width: 40 },
  { header: 'Activitate', value: (row) => row.lessonTitle, width: 40 },
  { header: 'Tip', value: (row) => LESSON_TYPE_INFO[row.lessonType].displayName },
  { header: 'Slide', value: (row) => row.slideType },
  { header: 'Încercarea', value: (row) => row.answer.version + 1, width: 10 },
  { header: 'Stare', value: (row) => ANSWER_STATE_LABELS[row.answer.state] },
  { header: 'Puncte răspuns', value: (row) => Number(row.answer.points) },
  {
    header: 'Punctaj final',
    value: (row) => (row.punctajFinal === null ? null : Number(row.punctajFinal)),
  },
  { header: 'Motiv respingere', value: (row) => row.answer.rejectReason, width: 30 },
];
