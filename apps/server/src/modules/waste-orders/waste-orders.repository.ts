import { and, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { WasteOrderStatus } from '@platform/contracts';
import type { Database, DbExecutor } from '../../db/database.js';
import { schools } from '../schools/schools.table.js';
import { escapeLike } from '../../db/text-filter.js';
import { wasteOrders } from './waste-orders.table.js';
import { flatSelection, streamWithCursor } from '../../db/cursor.js';

export type WasteOrderRow = typeof wasteOrders.$inferSelect;
export type NewWasteOrderRow = typeof wasteOrders.$inferInsert;
export type WasteOrderWithSchool = {
  order: WasteOrderRow;
  school: {
    id: number;
    numeInstitutieInvatamant: string;
    codSe: string | null;
    judet: string | null;
    oras: string | null;
  };
};

export interface WasteOrdersFilter {
  editionId?: number;
  schoolId?: number;
  status?: WasteOrderStatus;
  isValidated?: boolean;
  isProcessed?: boolean;
  schoolName?: string;
  codSe?: string;
  judet?: string;
  contactPersonName?: string;
}

const columns = {
  order: wasteOrders,
  school: {
    id: schools.id,
    numeInstitutieInvatamant: schools.numeInstitutieInvatamant,
    codSe: schools.codSe,
    judet: schools.adresaJudet,
    oras: schools.adresaOras,
  },
};

const SORT_COLUMNS = {
  timestamp: wasteOrders.timestamp,
  schoolName: schools.numeInstitutieInvatamant,
  judet: schools.adresaJudet,
  validatedAt: wasteOrders.validatedAt,
  deeeKg: wasteOrders.deeeKg,
  dbaKg: wasteOrders.dbaKg,
  becuriSiNeoaneKg: wasteOrders.becuriSiNeoaneKg,
  realDeeeKg: wasteOrders.realDeeeKg,
  realDbaKg: wasteOrders.realDbaKg,
  realBecuriSiNeoaneKg: wasteOrders.realBecuriSiNeoaneKg,
  dataOrientativaColectare: wasteOrders.dataOrientativaColectare,
} as const;

function statusCondition(status: WasteOrderStatus | undefined): SQL | undefined {
  switch (status) {
    case 'PENDING':
      return isNull(wasteOrders.isValidated);
    case 'REJECTED':
      return eq(wasteOrders.isValidated, false);
    case 'VALIDATED':
      return and(eq(wasteOrders.isValidated, true), eq(wasteOrders.isProcessed, false));
    case 'PROCESSED':
      return eq(wasteOrders.isProcessed, true);
    default:
      return undefined;
  }
}

function whereOf(filter: WasteOrdersFilter): SQL | undefined {
  return and(
    filter.editionId === undefined ? undefined : eq(wasteOrders.editionId, filter.editionId),
    filter.schoolId === undefined ? undefined : eq(wasteOrders.schoolId, filter.schoolId),
    statusCondition(filter.status),
    filter.isValidated === undefined ? undefined : eq(wasteOrders.isValidated, filter.isValidated),
    filter.isProcessed === undefined ? undefined : eq(wasteOrders.isProcessed, filter.isProcessed),
    filter.schoolName ? ilike(schools.numeInstitutieInvatamant, escapeLike(filter.schoolName)) : undefined,
    filter.codSe ? ilike(schools.codSe, escapeLike(filter.codSe)) : undefined,
    filter.judet ? ilike(schools.adresaJudet, escapeLike(filter.judet)) : undefined,
    filter.contactPersonName
      ? ilike(wasteOrders.contactPersonName, escapeLike(filter.contactPersonName))
      : undefined,
  );
}

/** Waste collection orders with their school, filtered, sorted and paged in SQL. */
export function createWasteOrdersRepository(db: Database) {
  const flatColumns = flatSelection<WasteOrderWithSchool>(columns);
  const query = (
    filter: WasteOrdersFilter,
    sort: { field: string; direction: 'asc' | 'desc' },
    // The export's cursor selects the same columns flat (unique aliases); the types only matter for pages.
    fields: Record<string, unknown> = columns,
  ) => {
    const column = SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS];
    return db
      .select(fields as typeof columns)
      .from(wasteOrders)
      .innerJoin(schools, eq(schools.id, wasteOrders.schoolId))
      .where(whereOf(filter))
      .orderBy(
        sort.direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
        sql`${wasteOrders.id} desc`,
      );
  };
  return {
    sortFields: Object.keys(SORT_COLUMNS),
    async insert(values: NewWasteOrderRow, tx: DbExecutor = db): Promise<WasteOrderRow> {
      const [row] = await tx.insert(wasteOrders).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<NewWasteOrderRow>, tx: DbExecutor = db): Promise<void> {
      await tx
        .update(wasteOrders)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(wasteOrders.id, id));
    },
    async delete(id: number): Promise<void> {
      await db.delete(wasteOrders).where(eq(wasteOrders.id, id));
    },
    async findById(id: number, tx: DbExecutor = db): Promise<WasteOrderWithSchool | undefined> {
      const [row] = await tx
        .select(columns)
        .from(wasteOrders)
        .innerJoin(schools, eq(schools.id, wasteOrders.schoolId))
        .where(eq(wasteOrders.id, id));
      return row;
    },
    /** Locks the order row for a state change, so two reviewers cannot both decide it. */
    async lockById(id: number, tx: DbExecutor): Promise<WasteOrderRow | undefined> {
      const [row] = await tx.select().from(wasteOrders).where(eq(wasteOrders.id, id)).for('update');
      return row;
    },
    list: (filter: WasteOrdersFilter) =>
      query(filter, { field: 'timestamp', direction: 'desc' }).limit(5000) as Promise<WasteOrderWithSchool[]>,
    async page(
      filter: WasteOrdersFilter,
      sort: { field: string; direction: 'asc' | 'desc' },
      offset: number,
      limit: number,
    ) {
      const rows: WasteOrderWithSchool[] = await query(filter, sort).offset(offset).limit(limit);
      const [total] = await db
        .select({ n: count() })
        .from(wasteOrders)
        .innerJoin(schools, eq(schools.id, wasteOrders.schoolId))
        .where(whereOf(filter));
      return { rows, total: total?.n ?? 0 };
    },
    /** Every matching order in report order, through one server-side cursor (no OFFSET per batch). */
    all(
      filter: WasteOrdersFilter,
      sort: { field: string; direction: 'asc' | 'desc' },
      batchSize = 5_000,
    ): AsyncGenerator<WasteOrderWithSchool> {
      return streamWithCursor(db, query(filter, sort, flatColumns.fields), flatColumns.toRow, batchSize);
    },
  };
}
export type WasteOrdersRepository = ReturnType<typeof createWasteOrdersRepository>;
