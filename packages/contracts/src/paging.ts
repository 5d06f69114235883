import { z } from 'zod';

/** Page-size options of the shared table controls (spec 000 §9); default 20. */
export const PAGE_SIZE_OPTIONS = [20, 100, 1000, 10000, 100000, 1000000] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1_000_000;

export const PAGING_MESSAGES = {
  invalidSort: 'Sortare invalidă. Folosiți forma camp,asc sau camp,desc.',
  invalidPage: 'Pagina trebuie să fie un număr întreg mai mare sau egal cu 0.',
  invalidSize: `Dimensiunea paginii trebuie să fie între 1 și ${MAX_PAGE_SIZE}.`,
  invalidBoolean: 'Valoarea trebuie să fie true sau false.',
} as const;

/**
 * Paging of every report query: `page` is 0-based, `size` rows per page, `sort` is `field,asc|desc`
 * (e.g. `lastLogin,desc`; dotted names such as `notification.sendAt,desc` are allowed).
 */
export const ReportQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGING_MESSAGES.invalidPage })
    .int(PAGING_MESSAGES.invalidPage)
    .min(0, PAGING_MESSAGES.invalidPage)
    .default(0),
  size: z.coerce
    .number({ error: PAGING_MESSAGES.invalidSize })
    .int(PAGING_MESSAGES.invalidSize)
    .min(1, PAGING_MESSAGES.invalidSize)
    .max(MAX_PAGE_SIZE, PAGING_MESSAGES.invalidSize)
    .default(DEFAULT_PAGE_SIZE),
  sort: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$/i, PAGING_MESSAGES.invalidSort)
    .optional(),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** A query parameter that may be repeated (`?role=ELEV&role=PROFESOR`) or given once. */
export function repeatedQueryParam<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item),
  );
}

/** A `true`/`false` query parameter (z.coerce.boolean would read "false" as true). */
export const QueryBooleanSchema = z
  .enum(['true', 'false'], { error: PAGING_MESSAGES.invalidBoolean })
  .transform((value) => value === 'true');

/** Page shape of spec 000 §3: content, totalElements, totalPages, pageable. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    /** True when totalElements is an estimate (more than 10,000 rows match; see docs/decisions.md, issue 10). */
    totalIsEstimate: z.boolean().optional(),
    pageable: z.object({
      pageNumber: z.number().int(),
      pageSize: z.number().int(),
      sort: z.string().nullable(),
    }),
  });
}
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  totalIsEstimate?: boolean;
  pageable: { pageNumber: number; pageSize: number; sort: string | null };
}

/** Answer of a report endpoint asked for an export: the URL to fetch via GET /api/files/excel-reports. */
export const ExportResponseSchema = z.object({ url: z.string(), fileName: z.string() });
export type ExportResponse = z.infer<typeof ExportResponseSchema>;

/** `?export=xlsx` on a report endpoint writes the whole filtered report to an xlsx file instead of a page. */
export const ExportFlagSchema = z.object({ export: z.literal('xlsx').optional() });
