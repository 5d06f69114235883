import type { AnswerReportRow, WasteOrder } from '@platform/contracts';
import { STORY_PEOPLE } from './story-session.js';

/** A pupil's answer as the 'Istoric Activitati' report lists it. */
export function storyAnswerRow(overrides: Partial<AnswerReportRow> = {}): AnswerReportRow {
  return {
    id: 501,
    slideId: '72',
    lessonId: 7,
    userId: Number(STORY_PEOPLE.pupil.sub),
    editionId: 2,
    answer: { selectedOptionIds: ['opt-2'] },
    state: 'PENDING_APPROVAL',
    rejectReason: null,
    points: 0,
    version: 0,
    startedAt: '2026-11-22T07:00:00.000Z',
    timestamp: '2026-11-22T07:12:00.000Z',
    slideType: 'QUESTION',
    lessonTitle: 'Colectăm becurile și tuburile de neon din școală',
    lessonType: 'PRACTICAL_ACTIVITY',
    userName: STORY_PEOPLE.pupil.name,
    userEmail: STORY_PEOPLE.pupil.email,
    clasa: 'a VI-a B',
    schoolId: 3,
    schoolName: 'Școala Gimnazială „Mihai Eminescu” Târgu Frumos',
    attemptState: 'PENDING_APPROVAL',
    punctajFinal: null,
    canApprove: true,
    ...overrides,
  };
}

const address = {
  judet: 'Iași',
  oras: 'Târgu Frumos',
  comuna: null,
  sat: null,
  strada: 'Strada Ștefan cel Mare și Sfânt',
  numar: '14',
  bloc: null,
  scara: null,
  etaj: null,
  apartament: null,
  codPostal: '705300',
};

/** A collection order of a school, validated, with estimates and real values. */
export function storyOrder(overrides: Partial<WasteOrder> = {}): WasteOrder {
  return {
    id: 1042,
    school: {
      id: 3,
      numeInstitutieInvatamant: 'Școala Gimnazială „Mihai Eminescu” Târgu Frumos',
      codSe: 'SE-IS-0314',
      judet: 'Iași',
      oras: 'Târgu Frumos',
    },
    editionId: 2,
    timestamp: '2026-11-03T09:15:00.000Z',
    validatedAt: '2026-11-04T10:00:00.000Z',
    deeeOrderProcessedDate: null,
    dbaOrderProcessedDate: null,
    dataOrientativaColectare: 1_765_180_800,
    deeeOrderNumber: 'DEEE-2026-0871',
    dbaOrderNumber: 'DBA-2026-0412',
    contactPersonName: 'Ioana-Cătălina Brâncoveanu',
    contactPersonEmail: 'profesor@demo.ro',
    contactPersonPhone: '0722 123 456',
    pickupAddress: address,
    pickupAddressSameWithSchoolAddress: true,
    deeeKg: 120,
    dbaKg: 35,
    becuriSiNeoaneKg: 12,
    realDeeeKg: 118.45,
    realDbaKg: 33.2,
    realBecuriSiNeoaneKg: 11.75,
    isValidated: true,
    isProcessed: false,
    rejectReason: null,
    photos: [],
    deeeOrderDocument: null,
    dbaOrderDocument: null,
    proceseVerbale: [
      { url: '/api/files/pv-deee-1042.pdf', name: 'Proces-verbal DEEE nr. 871.pdf' },
      { url: '/api/files/pv-dba-1042.pdf', name: 'Proces-verbal DBA nr. 412.pdf' },
    ],
    points: 0,
    ...overrides,
  };
}
