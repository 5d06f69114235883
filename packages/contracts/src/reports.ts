import { z } from 'zod';
import { RowIdParamSchema } from './row-id.js';
import { ExportFlagSchema, ReportQuerySchema, pageSchema } from './paging.js';
import { AddressSchema } from './school.js';

/**
 * GET /api/schools/status-report (Raport Editie, spec 001 §2): one row per school taking part in the
 * edition (default: current), 20 per page, sorted by school name.
 */
export const SchoolStatusReportQuerySchema = ReportQuerySchema.extend({
  editionId: RowIdParamSchema.optional(),
  numeInstitutieInvatamant: z.string().trim().max(200).optional(),
  codSe: z.string().trim().max(50).optional(),
  judet: z.string().trim().max(100).optional(),
  oras: z.string().trim().max(100).optional(),
  teacherName: z.string().trim().max(200).optional(),
}).extend(ExportFlagSchema.shape);
export type SchoolStatusReportQuery = z.infer<typeof SchoolStatusReportQuerySchema>;

export const SCHOOL_STATUS_SORT_FIELDS = [
  'numeInstitutieInvatamant',
  'judet',
  'oras',
  'totalDeeeKg',
  'totalDbaKg',
  'totalBecuriSiNeoaneKg',
  'sumTotalPoints',
  'numarElevi',
  'studentsCount',
] as const;

/** Points per activity kind (spec 001 §1: lessons, homework, practical, daily, monthly, orders). */
export const ActivityPointsSchema = z.object({
  LESSON: z.number(),
  HOMEWORK: z.number(),
  PRACTICAL_ACTIVITY: z.number(),
  MONTHLY_CHALLENGE: z.number(),
  DAILY_CHALLENGE: z.number(),
  ORDERS: z.number(),
});
/** Approved (or completed, for types without approval) attempts per lesson type. */
export const ApprovedCountsSchema = z.object({
  LESSON: z.number().int(),
  HOMEWORK: z.number().int(),
  PRACTICAL_ACTIVITY: z.number().int(),
  MONTHLY_CHALLENGE: z.number().int(),
  DAILY_CHALLENGE: z.number().int(),
});

export const SchoolStatusRowSchema = z.object({
  schoolId: z.number().int(),
  numeInstitutieInvatamant: z.string(),
  cui: z.string().nullable(),
  codSiiirUnitate: z.string().nullable(),
  codSe: z.string().nullable(),
  totalDeeeKg: z.number(),
  totalDbaKg: z.number(),
  totalBecuriSiNeoaneKg: z.number(),
  points: ActivityPointsSchema,
  sumTotalPoints: z.number(),
  approvedCounts: ApprovedCountsSchema,
  mainAddress: AddressSchema,
  deliveryAddress: AddressSchema,
  numeReprezentatLegal: z.string().nullable(),
  teacherName: z.string().nullable(),
  teacherEmail: z.string().nullable(),
  teacherPhone: z.string().nullable(),
  /** Declared in the school form. */
  numarElevi: z.number().int().nullable(),
  /** Pupils registered on the platform. */
  studentsCount: z.number().int(),
  detineRecipiente: z.boolean(),
  participareEditieAnterioara: z.boolean(),
  adresaLivrareAceeasiCuScoala: z.boolean(),
});
export type SchoolStatusRow = z.infer<typeof SchoolStatusRowSchema>;
export const SchoolStatusPageSchema = pageSchema(SchoolStatusRowSchema);

export const REPORT_MESSAGES = {
  editionNotFound: 'Ediția nu a fost găsită',
  noCurrentEdition: 'Nu există o ediție curentă',
} as const;
