import { z } from 'zod';
import { RowIdSchema } from './row-id.js';
import { ReportQuerySchema, pageSchema } from './paging.js';
import { SchoolFormDataSchema, SchoolFormInputSchema, SchoolTeacherSchema } from './school.js';

export const SCHOOL_REQUEST_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const SchoolRequestStateSchema = z.enum(SCHOOL_REQUEST_STATES);
export type SchoolRequestState = z.infer<typeof SchoolRequestStateSchema>;

export const SCHOOL_REQUEST_MESSAGES = {
  rejectReasonRequired: 'Motivul respingerii este obligatoriu',
  notFound: 'Cererea de înscriere nu a fost găsită',
  alreadyPending: 'Aveți deja o cerere de înscriere în așteptare',
  alreadyEnabled: 'Contul dumneavoastră este deja asociat unei școli',
  notPending: 'Cererea a fost deja analizată și nu mai poate fi modificată',
  noPendingRequest: 'Nu aveți nicio cerere de înscriere în așteptare',
  submitted: 'Cererea de înscriere a fost trimisă',
  approved: 'Cererea de înscriere a fost aprobată',
  rejected: 'Cererea de înscriere a fost respinsă',
  termsRequired: 'Trebuie să acceptați regulamentul pentru a înscrie școala',
  noCurrentEdition: 'Nu există o ediție curentă',
  noConfirmationNeeded: 'Nu este necesară confirmarea participării',
  participationConfirmed: 'Participarea a fost confirmată',
  participationDeclined: 'Ați ales să nu participați în această ediție',
  schoolUpdated: 'Detaliile școlii au fost actualizate',
  accountNotEnabled: 'Contul dumneavoastră nu este încă activat',
} as const;

/** A teacher's school registration request (spec 000 §3: startedAt, approvedAt). Dates are ISO strings. */
export const SchoolRequestSchema = z.object({
  id: z.number().int(),
  teacher: SchoolTeacherSchema,
  /** Existing school the teacher chose, or the school created on approval. */
  schoolId: z.number().int().nullable(),
  editionId: z.number().int().nullable(),
  school: SchoolFormDataSchema,
  state: SchoolRequestStateSchema,
  startedAt: z.string(),
  approvedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type SchoolRequest = z.infer<typeof SchoolRequestSchema>;

/**
 * POST /api/school-requests and PATCH /api/school-requests/own: the school form; `schoolId` when the
 * teacher joins a school that is already in the programme.
 */
export const SubmitSchoolRequestInputSchema = z.object({
  schoolId: RowIdSchema.nullish(),
  school: SchoolFormInputSchema,
});
export type SubmitSchoolRequestInput = z.infer<typeof SubmitSchoolRequestInputSchema>;

/** PATCH /api/school-requests/{id}/approval (ADMIN): approve, or reject with a reason. */
export const SchoolRequestApprovalInputSchema = z
  .object({
    approved: z.boolean({ error: 'Decizia este obligatorie' }),
    rejectReason: z.string().trim().max(2000).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.approved && !value.rejectReason) {
      ctx.addIssue({
        code: 'custom',
        path: ['rejectReason'],
        message: SCHOOL_REQUEST_MESSAGES.rejectReasonRequired,
      });
    }
  });
export type SchoolRequestApprovalInput = z.infer<typeof SchoolRequestApprovalInputSchema>;

/** GET /api/school-requests/report (ADMIN, 'Cereri Inscrieri'): sorted by startedAt descending. */
export const SchoolRequestsReportQuerySchema = ReportQuerySchema.extend({
  state: SchoolRequestStateSchema.optional(),
  teacherName: z.string().trim().max(200).optional(),
  schoolName: z.string().trim().max(200).optional(),
});
export type SchoolRequestsReportQuery = z.infer<typeof SchoolRequestsReportQuerySchema>;
export const SchoolRequestsPageSchema = pageSchema(SchoolRequestSchema);

/** GET /api/school-requests/own: the teacher's latest request (null when none). */
export const OwnSchoolRequestSchema = SchoolRequestSchema.nullable();

/** POST /api/school-requests/participation: the yearly confirmation (spec 000 §2), yes or no. */
export const ParticipationInputSchema = z
  .object({
    participate: z.boolean({ error: 'Alegeți dacă doriți să înscrieți școala' }),
    termsAccepted: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.participate && !value.termsAccepted) {
      ctx.addIssue({
        code: 'custom',
        path: ['termsAccepted'],
        message: SCHOOL_REQUEST_MESSAGES.termsRequired,
      });
    }
  });
export type ParticipationInput = z.infer<typeof ParticipationInputSchema>;

/** POST /api/school-requests/participation-campaign (ADMIN): how many teachers were asked to confirm. */
export const ParticipationCampaignResultSchema = z.object({
  message: z.string(),
  teachers: z.number().int(),
});
