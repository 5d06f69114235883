import { z } from 'zod';
import { RowIdParamSchema, RowIdSchema } from './row-id.js';
import { ExportFlagSchema, ReportQuerySchema, pageSchema } from './paging.js';

/** The 41 Romanian counties and București (spec 001 §7: the list feeds the county selects). */
export const ROMANIAN_COUNTIES = [
  'Alba',
  'Arad',
  'Argeș',
  'Bacău',
  'Bihor',
  'Bistrița-Năsăud',
  'Botoșani',
  'Brăila',
  'Brașov',
  'Buzău',
  'Călărași',
  'Caraș-Severin',
  'Cluj',
  'Constanța',
  'Covasna',
  'Dâmbovița',
  'Dolj',
  'Galați',
  'Giurgiu',
  'Gorj',
  'Harghita',
  'Hunedoara',
  'Ialomița',
  'Iași',
  'Ilfov',
  'Maramureș',
  'Mehedinți',
  'Mureș',
  'Neamț',
  'Olt',
  'Prahova',
  'Sălaj',
  'Satu Mare',
  'Sibiu',
  'Suceava',
  'Teleorman',
  'Timiș',
  'Tulcea',
  'Vâlcea',
  'Vaslui',
  'Vrancea',
  'București',
] as const;
export type County = (typeof ROMANIAN_COUNTIES)[number];

export const SCHOOL_MESSAGES = {
  nameRequired: 'Numele instituției de învățământ este obligatoriu',
  countyRequired: 'Județul este obligatoriu',
  countyUnknown: 'Județul nu este valid',
  cityRequired: 'Localitatea este obligatorie',
  studentsInvalid: 'Numărul de elevi trebuie să fie un număr întreg pozitiv',
  notFound: 'Școala nu a fost găsită',
  noOwnSchool: 'Contul dumneavoastră nu este asociat unei școli',
  codSeTaken: 'Există deja o școală cu acest cod SE',
  importFileMissing: 'Nu a fost selectat un fisier',
  importInvalidFile: 'Fișierul nu este un document Excel (.xlsx) valid',
  importHasErrors: 'Fișierul conține erori. Nicio școală nu a fost importată.',
  importEmpty: 'Fișierul nu conține nicio școală',
  imported: 'Școlile au fost importate',
} as const;

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** County: one of ROMANIAN_COUNTIES (diacritics as listed). */
export const CountySchema = z.enum(ROMANIAN_COUNTIES, { error: SCHOOL_MESSAGES.countyUnknown });

/** Address parts of spec 001 §3 (school, delivery and pickup addresses). */
export const AddressSchema = z.object({
  judet: z.string().nullable(),
  oras: z.string().nullable(),
  comuna: z.string().nullable(),
  sat: z.string().nullable(),
  strada: z.string().nullable(),
  numar: z.string().nullable(),
  bloc: z.string().nullable(),
  scara: z.string().nullable(),
  etaj: z.string().nullable(),
  apartament: z.string().nullable(),
  codPostal: z.string().nullable(),
});
export type Address = z.infer<typeof AddressSchema>;

/** An address as a form sends it: county and city required, the other parts optional and trimmed. */
export const AddressInputSchema = z.object({
  judet: z
    .string({ error: SCHOOL_MESSAGES.countyRequired })
    .trim()
    .min(1, SCHOOL_MESSAGES.countyRequired)
    .pipe(CountySchema),
  oras: z
    .string({ error: SCHOOL_MESSAGES.cityRequired })
    .trim()
    .min(1, SCHOOL_MESSAGES.cityRequired)
    .max(200),
  comuna: optionalText(),
  sat: optionalText(),
  strada: optionalText(),
  numar: optionalText(50),
  bloc: optionalText(50),
  scara: optionalText(50),
  etaj: optionalText(50),
  apartament: optionalText(50),
  codPostal: optionalText(20),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const SchoolTeacherSchema = z.object({
  id: z.number().int(),
  nume: z.string(),
  email: z.string(),
  telefon: z.string().nullable(),
});

/** School of spec 001 §3; `professor` is the school's (first) teacher. Dates are ISO strings. */
export const SchoolSchema = z.object({
  id: z.number().int(),
  numeInstitutieInvatamant: z.string(),
  cui: z.string().nullable(),
  codSiiirUnitate: z.string().nullable(),
  codSe: z.string().nullable(),
  adresa: AddressSchema,
  adresaLivrare: AddressSchema,
  adresaLivrareAceeasiCuScoala: z.boolean(),
  professor: SchoolTeacherSchema.nullable(),
  numarElevi: z.number().int().nullable(),
  telefon: z.string().nullable(),
  numeReprezentatLegal: z.string().nullable(),
  detineRecipiente: z.boolean(),
  participareEditieAnterioara: z.boolean(),
  schoolUpdatedAt: z.string().nullable(),
});
export type School = z.infer<typeof SchoolSchema>;

const SchoolFormObject = z.object({
  numeInstitutieInvatamant: z
    .string({ error: SCHOOL_MESSAGES.nameRequired })
    .trim()
    .min(1, SCHOOL_MESSAGES.nameRequired)
    .max(300),
  cui: optionalText(20),
  codSiiirUnitate: optionalText(20),
  adresa: AddressInputSchema,
  adresaLivrareAceeasiCuScoala: z.boolean().default(true),
  /** Required when the delivery address differs from the school address. */
  adresaLivrare: AddressInputSchema.nullish(),
  numarElevi: z
    .number({ error: SCHOOL_MESSAGES.studentsInvalid })
    .int(SCHOOL_MESSAGES.studentsInvalid)
    .min(0, SCHOOL_MESSAGES.studentsInvalid)
    .max(100000, SCHOOL_MESSAGES.studentsInvalid)
    .nullish(),
  telefon: optionalText(30),
  numeReprezentatLegal: optionalText(),
  detineRecipiente: z.boolean().default(false),
  participareEditieAnterioara: z.boolean().default(false),
});

const requireDeliveryAddress = (
  value: { adresaLivrareAceeasiCuScoala: boolean; adresaLivrare?: unknown },
  ctx: z.RefinementCtx,
) => {
  if (!value.adresaLivrareAceeasiCuScoala && !value.adresaLivrare) {
    ctx.addIssue({
      code: 'custom',
      path: ['adresaLivrare', 'judet'],
      message: SCHOOL_MESSAGES.countyRequired,
    });
  }
};

/** The school form as stored in a request and returned by the API (no transforms). */
export const SchoolFormDataSchema = z.object({
  numeInstitutieInvatamant: z.string(),
  cui: z.string().nullable(),
  codSiiirUnitate: z.string().nullable(),
  adresa: AddressSchema,
  adresaLivrareAceeasiCuScoala: z.boolean(),
  adresaLivrare: AddressSchema.nullable(),
  numarElevi: z.number().int().nullable(),
  telefon: z.string().nullable(),
  numeReprezentatLegal: z.string().nullable(),
  detineRecipiente: z.boolean(),
  participareEditieAnterioara: z.boolean(),
});
export type SchoolFormData = z.infer<typeof SchoolFormDataSchema>;

/** The school form a teacher fills in (school request, school update). */
export const SchoolFormInputSchema = SchoolFormObject.superRefine(requireDeliveryAddress);
export type SchoolFormInput = z.infer<typeof SchoolFormInputSchema>;

/** POST /api/schools (staff): the school form plus the programme code. */
export const CreateSchoolInputSchema = SchoolFormObject.extend({ codSe: optionalText(30) }).superRefine(
  requireDeliveryAddress,
);
export type CreateSchoolInput = z.infer<typeof CreateSchoolInputSchema>;

/** PATCH /api/schools (staff): the whole school with its id. */
export const UpdateSchoolInputSchema = SchoolFormObject.extend({
  id: RowIdSchema,
  codSe: optionalText(30),
}).superRefine(requireDeliveryAddress);
export type UpdateSchoolInput = z.infer<typeof UpdateSchoolInputSchema>;

export const SchoolIdParamsSchema = z.object({ id: RowIdParamSchema });

/** GET /api/schools/dropdown. */
export const SchoolDropdownQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  judet: z.string().trim().max(100).optional(),
});
export const SchoolDropdownItemSchema = z.object({
  id: z.number().int(),
  numeInstitutieInvatamant: z.string(),
  codSe: z.string().nullable(),
  judet: z.string().nullable(),
  oras: z.string().nullable(),
});
export const SchoolDropdownSchema = z.array(SchoolDropdownItemSchema);
export type SchoolDropdownItem = z.infer<typeof SchoolDropdownItemSchema>;

export const CountiesSchema = z.array(z.string());

/** Sortable columns of the schools report (SE code is not sortable, spec 001 §2). */
export const SCHOOL_REPORT_SORT_FIELDS = [
  'numeInstitutieInvatamant',
  'cui',
  'codSiiirUnitate',
  'judet',
  'oras',
  'teacherName',
  'numarElevi',
  'telefon',
] as const;

const TextFilter = z.string().trim().max(200).optional();

/** GET /api/schools/report: 20 per page, sorted by name ascending by default. */
export const SchoolsReportQuerySchema = ReportQuerySchema.extend({
  numeInstitutieInvatamant: TextFilter,
  cui: TextFilter,
  codSiiirUnitate: TextFilter,
  codSe: TextFilter,
  judet: TextFilter,
  oras: TextFilter,
  teacherName: TextFilter,
  telefon: TextFilter,
}).extend(ExportFlagSchema.shape);
export type SchoolsReportQuery = z.infer<typeof SchoolsReportQuerySchema>;

/** A row of the schools report: the columns of spec 001 §2. */
export const SchoolReportRowSchema = z.object({
  id: z.number().int(),
  numeInstitutieInvatamant: z.string(),
  cui: z.string().nullable(),
  codSiiirUnitate: z.string().nullable(),
  codSe: z.string().nullable(),
  judet: z.string().nullable(),
  oras: z.string().nullable(),
  teacherName: z.string().nullable(),
  numarElevi: z.number().int().nullable(),
  telefon: z.string().nullable(),
});
export type SchoolReportRow = z.infer<typeof SchoolReportRowSchema>;
export const SchoolsReportPageSchema = pageSchema(SchoolReportRowSchema);

/** POST /api/schools/import-data answer. */
export const SchoolImportResultSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type SchoolImportResult = z.infer<typeof SchoolImportResultSchema>;
