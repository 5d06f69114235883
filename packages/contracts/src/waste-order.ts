import { z } from 'zod';
import { RowIdParamSchema, RowIdSchema } from './row-id.js';
import { ExportFlagSchema, QueryBooleanSchema, ReportQuerySchema, pageSchema } from './paging.js';
import { AddressInputSchema, AddressSchema } from './school.js';

/** Texts of the waste orders (spec 001 §5, §8). */
export const WASTE_ORDER_MESSAGES = {
  contactNameRequired: 'Numele persoanei de contact este obligatoriu',
  contactPhoneRequired: 'Telefonul persoanei de contact este obligatoriu',
  contactEmailRequired: 'Email-ul persoanei de contact este obligatoriu',
  contactEmailInvalid: 'Adresa de email nu este validă',
  countyRequired: 'Județul este obligatoriu',
  kgWhole: 'Cantitatea trebuie să fie un număr întreg',
  kgNonNegative: 'Valoarea trebuie să fie pozitivă',
  estimateRequired: 'Cel puțin o cantitate estimată trebuie să fie mai mare decât zero',
  tooManyPhotos: 'Puteți atașa cel mult 2 fotografii',
  photoNotYours: 'Fotografia nu a fost încărcată de dumneavoastră',
  documentNotYours: 'Documentul nu a fost încărcat de dumneavoastră',
  realValuePositive: 'Valoarea trebuie să fie pozitivă',
  realValueNonZero: 'Cel puțin o valoare trebuie să fie diferită de zero',
  realValueDecimals: 'Valoarea poate avea cel mult două zecimale',
  rejectReasonRequired: 'Motivul respingerii este obligatoriu',
  notFound: 'Comanda nu a fost găsită',
  noSchool: 'Contul dumneavoastră nu este asociat unei școli',
  schoolNotParticipating: 'Școala nu este înscrisă în ediția curentă',
  noCurrentEdition: 'Nu există o ediție curentă',
  alreadyReviewed: 'Comanda a fost deja validată sau respinsă; decizia nu mai poate fi schimbată',
  notEditable: 'Comanda nu mai poate fi modificată după validare sau respingere',
  notValidated: 'Comanda trebuie să fie validată mai întâi',
  rejectedOrder: 'Comanda a fost respinsă și nu mai poate fi modificată',
  alreadyProcessed: 'Comanda este deja marcată ca procesată',
  updateFailed: 'Eroare la actualizarea comenzii',
  validateFailed: 'Eroare la validarea comenzii',
  rejectFailed: 'Eroare la respingerea comenzii',
  rejectFailedDialog: 'A apărut o eroare la respingerea comenzii',
  realValuesFailed: 'Eroare la actualizarea valorilor reale',
  processFailed: 'Eroare la marcarea comenzii ca procesată',
  deleteFailed: 'Eroare la ștergerea comenzii',
  updated: 'Comanda a fost actualizată cu succes',
  validated: 'Comanda a fost validată cu succes',
  rejected: 'Comanda a fost respinsă',
  realValuesUpdated: 'Valorile reale au fost actualizate cu succes',
  processed: 'Comanda a fost marcată ca procesată',
  deleted: 'Comanda a fost ștearsă cu succes',
  created: 'Comanda a fost plasată cu succes',
} as const;

/** Status derived from isValidated / isProcessed (a filter of the orders report). */
export const WASTE_ORDER_STATUSES = ['PENDING', 'VALIDATED', 'REJECTED', 'PROCESSED'] as const;
export const WasteOrderStatusSchema = z.enum(WASTE_ORDER_STATUSES);
export type WasteOrderStatus = z.infer<typeof WasteOrderStatusSchema>;

export const OrderDocumentSchema = z.object({
  url: z.string().trim().min(1).max(500),
  name: z.string().trim().max(255).optional(),
  uploadedAt: z.string().optional(),
});
export type OrderDocument = z.infer<typeof OrderDocumentSchema>;

export const WasteOrderSchoolSchema = z.object({
  id: z.number().int(),
  numeInstitutieInvatamant: z.string(),
  codSe: z.string().nullable(),
  judet: z.string().nullable(),
  oras: z.string().nullable(),
});

/** Waste order of spec 001 §3. Dates are ISO strings; dataOrientativaColectare is epoch seconds. */
export const WasteOrderSchema = z.object({
  id: z.number().int(),
  school: WasteOrderSchoolSchema,
  editionId: z.number().int(),
  timestamp: z.string(),
  validatedAt: z.string().nullable(),
  deeeOrderProcessedDate: z.string().nullable(),
  dbaOrderProcessedDate: z.string().nullable(),
  dataOrientativaColectare: z.number().int().nullable(),
  deeeOrderNumber: z.string().nullable(),
  dbaOrderNumber: z.string().nullable(),
  contactPersonName: z.string(),
  contactPersonEmail: z.string(),
  contactPersonPhone: z.string(),
  pickupAddress: AddressSchema,
  pickupAddressSameWithSchoolAddress: z.boolean(),
  deeeKg: z.number().int(),
  dbaKg: z.number().int(),
  becuriSiNeoaneKg: z.number().int(),
  realDeeeKg: z.number().nullable(),
  realDbaKg: z.number().nullable(),
  realBecuriSiNeoaneKg: z.number().nullable(),
  isValidated: z.boolean().nullable(),
  isProcessed: z.boolean(),
  rejectReason: z.string().nullable(),
  photos: z.array(z.string()),
  deeeOrderDocument: z.string().nullable(),
  dbaOrderDocument: z.string().nullable(),
  proceseVerbale: z.array(OrderDocumentSchema),
  points: z.number(),
});
export type WasteOrder = z.infer<typeof WasteOrderSchema>;
export const WasteOrdersSchema = z.array(WasteOrderSchema);
export const WasteOrdersPageSchema = pageSchema(WasteOrderSchema);

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max);
const kg = z
  .number({ error: WASTE_ORDER_MESSAGES.kgWhole })
  .int(WASTE_ORDER_MESSAGES.kgWhole)
  .min(0, WASTE_ORDER_MESSAGES.kgNonNegative)
  .max(1_000_000, WASTE_ORDER_MESSAGES.kgWhole)
  .default(0);

const orderFormShape = {
  contactPersonName: requiredText(WASTE_ORDER_MESSAGES.contactNameRequired),
  contactPersonPhone: requiredText(WASTE_ORDER_MESSAGES.contactPhoneRequired, 30),
  contactPersonEmail: requiredText(WASTE_ORDER_MESSAGES.contactEmailRequired).pipe(
    z.email(WASTE_ORDER_MESSAGES.contactEmailInvalid),
  ),
  /** 'Same as school address' copies the school address on the server. */
  pickupAddressSameWithSchoolAddress: z.boolean().default(true),
  pickupAddress: AddressInputSchema.partial({ oras: true }).nullish(),
  deeeKg: kg,
  dbaKg: kg,
  becuriSiNeoaneKg: kg,
};

type OrderForm = {
  pickupAddressSameWithSchoolAddress: boolean;
  pickupAddress?: { judet?: string } | null;
  deeeKg: number;
  dbaKg: number;
  becuriSiNeoaneKg: number;
};
function checkOrderForm(value: OrderForm, ctx: z.RefinementCtx) {
  if (!value.pickupAddressSameWithSchoolAddress && !value.pickupAddress?.judet) {
    ctx.addIssue({
      code: 'custom',
      path: ['pickupAddress', 'judet'],
      message: WASTE_ORDER_MESSAGES.countyRequired,
    });
  }
  if (value.deeeKg + value.dbaKg + value.becuriSiNeoaneKg === 0) {
    ctx.addIssue({ code: 'custom', path: ['deeeKg'], message: WASTE_ORDER_MESSAGES.estimateRequired });
  }
}

const photosOf = (max: number) =>
  z.array(z.string().trim().min(1).max(500)).max(max, WASTE_ORDER_MESSAGES.tooManyPhotos).default([]);

/** POST /api/waste-collection-forms (PROFESOR): an order for the teacher's school in the current edition. */
export const CreateWasteOrderInputSchema = z
  .object({ ...orderFormShape, photos: photosOf(2) })
  .superRefine(checkOrderForm);
export type CreateWasteOrderInput = z.infer<typeof CreateWasteOrderInputSchema>;

/** PATCH /api/waste-collection-forms (PROFESOR): corrects an order that is not reviewed yet. */
export const UpdateWasteOrderInputSchema = z
  .object({ id: RowIdSchema, ...orderFormShape, photos: photosOf(2) })
  .superRefine(checkOrderForm);
export type UpdateWasteOrderInput = z.infer<typeof UpdateWasteOrderInputSchema>;

const nullableText = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => value || null);

/** PATCH /api/waste-collection-forms/admin-update (ADMIN, DBEST): the full order. */
export const AdminUpdateWasteOrderInputSchema = z
  .object({
    id: RowIdSchema,
    ...orderFormShape,
    photos: z
      .array(z.string().trim().min(1).max(500))
      .max(3, 'Puteți atașa cel mult 3 fotografii')
      .default([]),
    deeeOrderNumber: nullableText,
    dbaOrderNumber: nullableText,
    /** Epoch seconds. */
    dataOrientativaColectare: z.number().int().min(0).nullish(),
  })
  .superRefine(checkOrderForm);
export type AdminUpdateWasteOrderInput = z.infer<typeof AdminUpdateWasteOrderInputSchema>;

/** PATCH /api/waste-collection-forms/{id}/validation: validate, or reject with a reason (irreversible). */
export const WasteOrderValidationInputSchema = z
  .object({
    isValidated: z.boolean({ error: 'Decizia este obligatorie' }),
    rejectReason: z.string().trim().max(2000).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.isValidated && !value.rejectReason) {
      ctx.addIssue({
        code: 'custom',
        path: ['rejectReason'],
        message: WASTE_ORDER_MESSAGES.rejectReasonRequired,
      });
    }
  });
export type WasteOrderValidationInput = z.infer<typeof WasteOrderValidationInputSchema>;

const realKg = z
  .number({ error: WASTE_ORDER_MESSAGES.realValuePositive })
  .min(0, WASTE_ORDER_MESSAGES.realValuePositive)
  .max(10_000_000, WASTE_ORDER_MESSAGES.realValuePositive)
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    WASTE_ORDER_MESSAGES.realValueDecimals,
  )
  .default(0);

/** PATCH /api/waste-collection-forms/{id}/waste-real-values (LOGISTIC), validated orders only. */
export const WasteRealValuesInputSchema = z
  .object({
    realDeeeKg: realKg,
    realDbaKg: realKg,
    realBecuriSiNeoaneKg: realKg,
    deeeOrderDocument: z.string().trim().max(500).nullish(),
    dbaOrderDocument: z.string().trim().max(500).nullish(),
    proceseVerbale: z.array(OrderDocumentSchema).max(20).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.realDeeeKg === 0 && value.realDbaKg === 0 && value.realBecuriSiNeoaneKg === 0) {
      for (const path of ['realDeeeKg', 'realDbaKg', 'realBecuriSiNeoaneKg']) {
        ctx.addIssue({ code: 'custom', path: [path], message: WASTE_ORDER_MESSAGES.realValueNonZero });
      }
    }
  });
export type WasteRealValuesInput = z.infer<typeof WasteRealValuesInputSchema>;

export const WasteOrderIdParamsSchema = z.object({ id: RowIdParamSchema });

/** GET /api/waste-collection-forms: the caller's orders in an edition (default: current). */
export const WasteOrdersListQuerySchema = z.object({
  editionId: RowIdParamSchema.optional(),
});

export const WASTE_ORDER_SORT_FIELDS = [
  'timestamp',
  'schoolName',
  'judet',
  'validatedAt',
  'deeeKg',
  'dbaKg',
  'becuriSiNeoaneKg',
  'realDeeeKg',
  'realDbaKg',
  'realBecuriSiNeoaneKg',
  'dataOrientativaColectare',
] as const;

/** GET /api/waste-collection-forms/report: 20 per page, timestamp descending, edition selector. */
export const WasteOrdersReportQuerySchema = ReportQuerySchema.extend({
  editionId: RowIdParamSchema.optional(),
  status: WasteOrderStatusSchema.optional(),
  isValidated: QueryBooleanSchema.optional(),
  isProcessed: QueryBooleanSchema.optional(),
  schoolName: z.string().trim().max(200).optional(),
  codSe: z.string().trim().max(50).optional(),
  judet: z.string().trim().max(100).optional(),
  contactPersonName: z.string().trim().max(200).optional(),
}).extend(ExportFlagSchema.shape);
export type WasteOrdersReportQuery = z.infer<typeof WasteOrdersReportQuerySchema>;

/** GET /api/waste-collection-forms/default: a new order prefilled from the teacher and school. */
export const WasteOrderDefaultSchema = z.object({
  contactPersonName: z.string(),
  contactPersonEmail: z.string(),
  contactPersonPhone: z.string(),
  pickupAddressSameWithSchoolAddress: z.boolean(),
  pickupAddress: AddressSchema,
  deeeKg: z.number().int(),
  dbaKg: z.number().int(),
  becuriSiNeoaneKg: z.number().int(),
  photos: z.array(z.string()),
  school: WasteOrderSchoolSchema.nullable(),
});
