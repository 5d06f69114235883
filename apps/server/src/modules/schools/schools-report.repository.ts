import { and, asc, count, ilike, sql, type SQL } from 'drizzle-orm';
import type { SchoolReportRow } from '@platform/contracts';
import type { Database } from '../../db/database.js';
import { schools } from './schools.table.js';
import { escapeLike } from '../../db/text-filter.js';

export interface SchoolsReportFilter {
  numeInstitutieInvatamant?: string;
  cui?: string;
  codSiiirUnitate?: string;
  codSe?: string;
  judet?: string;
  oras?: string;
  teacherName?: string;
  telefon?: string;
}
export interface SchoolsReportSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** Name of the school's first teacher; correlated so filters and sorts stay in SQL. */
const teacherName = sql<
  string | null
>`(select u.nume from users u where u.school_id = "schools"."id" and u.role = 'PROFESOR' order by u.created_at, u.id limit 1)`;

const SORT_COLUMNS: Record<string, SQL | typeof schools.id | typeof schools.numeInstitutieInvatamant> = {
  numeInstitutieInvatamant: sql`lower(${schools.numeInstitutieInvatamant})`,
  cui: sql`${schools.cui}`,
  codSiiirUnitate: sql`${schools.codSiiirUnitate}`,
  judet: sql`${schools.adresaJudet}`,
  oras: sql`${schools.adresaOras}`,
  teacherName,
  numarElevi: sql`${schools.numarElevi}`,
  telefon: sql`${schools.telefon}`,
};

const columns = {
  id: schools.id,
  numeInstitutieInvatamant: schools.numeInstitutieInvatamant,
  cui: schools.cui,
  codSiiirUnitate: schools.codSiiirUnitate,
  codSe: schools.codSe,
  judet: schools.adresaJudet,
  oras: schools.adresaOras,
  teacherName,
  numarElevi: schools.numarElevi,
  telefon: schools.telefon,
};

function whereOf(filter: SchoolsReportFilter): SQL | undefined {
  const like = (column: Parameters<typeof ilike>[0], text?: string) =>
    text ? ilike(column, escapeLike(text)) : undefined;
  return and(
    like(schools.numeInstitutieInvatamant, filter.numeInstitutieInvatamant),
    like(schools.cui, filter.cui),
    like(schools.codSiiirUnitate, filter.codSiiirUnitate),
    like(schools.codSe, filter.codSe),
    like(schools.adresaJudet, filter.judet),
    like(schools.adresaOras, filter.oras),
    like(schools.telefon, filter.telefon),
    filter.teacherName ? sql`${teacherName} ilike ${escapeLike(filter.teacherName)}` : undefined,
  );
}

/** The schools report (spec 001 §2), filtered, sorted and paged in SQL. */
export function createSchoolsReportRepository(db: Database) {
  const orderOf = (sort: SchoolsReportSort) => {
    const column = SORT_COLUMNS[sort.field]!;
    return [
      sort.direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
      asc(schools.id),
    ];
  };
  const query = (filter: SchoolsReportFilter, sort: SchoolsReportSort) =>
    db
      .select(columns)
      .from(schools)
      .where(whereOf(filter))
      .orderBy(...orderOf(sort));
  return {
    sortFields: Object.keys(SORT_COLUMNS),
    async page(filter: SchoolsReportFilter, sort: SchoolsReportSort, offset: number, limit: number) {
      const rows: SchoolReportRow[] = await query(filter, sort).offset(offset).limit(limit);
      const [total] = await db.select({ n: count() }).from(schools).where(whereOf(filter));
      return { rows, total: total?.n ?? 0 };
    },
    async *all(
      filter: SchoolsReportFilter,
      sort: SchoolsReportSort,
      batchSize = 2000,
    ): AsyncGenerator<SchoolReportRow> {
      for (let offset = 0; ; offset += batchSize) {
        const rows = await query(filter, sort).offset(offset).limit(batchSize);
        yield* rows;
        if (rows.length < batchSize) return;
      }
    },
  };
}
export type SchoolsReportRepository = ReturnType<typeof createSchoolsReportRepository>;
