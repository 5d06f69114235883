/** Column headers of the schools report (spec 001 §2 "Report screens"). */
export const SCHOOLS_REPORT_MESSAGES = {
  numeInstitutieInvatamant: 'Nume școală',
  cui: 'CUI',
  codSiiirUnitate: 'Cod SIIIR',
  codSe: 'Cod SE',
  judet: 'Județ',
  oras: 'Oraș',
  teacherName: 'Profesor',
  numarElevi: 'Număr elevi',
  telefon: 'Telefon',
} as const;
