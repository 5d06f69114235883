import { ANSWER_STATE_LABELS, type AnswerState, type LessonType } from '@platform/contracts';
import { romanianCount } from '../../shared/messages/romanian-count.js';

/** Texts of the class grid on 'Elevii mei' (issue 13); the state labels are the spec's (001 §4). */
export const CLASS_PROGRESS_MESSAGES = {
  heading: 'Progresul clasei',
  intro: 'Fiecare elev și stadiul lui la temele, activitățile practice și provocările vizibile.',
  pendingCount: (count: number) => `${romanianCount(count, 'răspuns', 'răspunsuri')} așteaptă aprobarea ta`,
  noPending: 'Niciun răspuns nu așteaptă aprobarea.',
  pupil: 'Elev',
  points: 'Puncte',
  notStarted: 'Neînceput',
  states: ANSWER_STATE_LABELS satisfies Record<AnswerState, string>,
  pointsShort: (points: string) => `${points} p`,
  openApproval: (state: string, pupil: string, activity: string) =>
    `${state}: deschide aprobarea pentru ${pupil}, ${activity}`,
  noPupils: 'Încă nu ai elevi înscriși.',
  noPupilsInClass: 'Nu există elevi în această clasă.',
  classFilter: {
    label: 'Clasa',
    all: 'Toate clasele',
    none: 'Fără clasă',
    option: (clasa: string, pupils: number, pending: number) =>
      [clasa, romanianCount(pupils, 'elev', 'elevi'), pending > 0 ? `${pending} de aprobat` : '']
        .filter(Boolean)
        .join(' · '),
    oneAtATime: (pupils: number) =>
      `Școala are ${romanianCount(pupils, 'elev', 'elevi')}, așa că vezi câte o clasă.`,
  },
  noActivities: 'Nu există teme, activități practice sau provocări vizibile.',
  loading: 'Se încarcă progresul clasei…',
  loadFailed: 'Progresul clasei nu a putut fi încărcat',
  retry: 'Reîncearcă',
  gridCaption: 'Progresul elevilor la activități',
  types: {
    LESSON: 'Lecție',
    HOMEWORK: 'Temă',
    PRACTICAL_ACTIVITY: 'Activitate practică',
    MONTHLY_CHALLENGE: 'Provocare lunară',
    DAILY_CHALLENGE: 'Provocare zilnică',
  } satisfies Record<LessonType, string>,
  chart: {
    title: 'Punctele școlii în ediție',
    description: 'Punctele adunate de școală (activitățile elevilor și comenzile), săptămână cu săptămână.',
    columns: ['Săptămâna (luni)', 'Puncte adunate'],
    series: 'Puncte',
    total: (points: string) => `Școala are acum ${points} puncte.`,
  },
  approval: {
    title: 'Aprobare răspuns',
    subject: (pupil: string, activity: string) => `${pupil} · ${activity}`,
    slide: (index: number, type: string) => `Slide ${index}: ${type}`,
    loading: 'Se încarcă răspunsurile…',
    loadFailed: 'Răspunsurile nu au putut fi încărcate',
    none: 'Nu mai există răspunsuri care așteaptă aprobarea.',
  },
} as const;
