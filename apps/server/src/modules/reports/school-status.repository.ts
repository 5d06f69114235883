import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { LESSON_TYPES } from '@platform/contracts';
import type { Database } from '../../db/database.js';
import { schoolParticipations, schools } from '../schools/schools.table.js';
import { users } from '../users/users.table.js';
import { lessons } from '../lessons/lessons.table.js';
import { lessonAttempts } from '../answers/answers.table.js';
import { wasteOrders } from '../waste-orders/waste-orders.table.js';
import { escapeLike } from '../../db/text-filter.js';
import type { ReportSort } from './report-paging.js';

export interface SchoolStatusFilter {
  editionId: number;
  numeInstitutieInvatamant?: string;
  codSe?: string;
  judet?: string;
  oras?: string;
  teacherName?: string;
}

const num = (expression: SQL) => sql<string>`coalesce(${expression}, 0)`;
type LessonTypeKey = (typeof LESSON_TYPES)[number];

/**
 * The school status report per edition (Raport Editie, spec 001 §2): real kg per waste kind from the
 * validated orders, points and approved counts per lesson type from the pupils' attempts, the school's
 * addresses and first teacher. Aggregates are subqueries joined to schools, so paging stays in SQL.
 */
export function createSchoolStatusRepository(db: Database) {
  function build(filter: SchoolStatusFilter) {
    const { editionId } = filter;
    const orders = db
      .select({
        schoolId: wasteOrders.schoolId,
        deee: num(sql`sum(${wasteOrders.realDeeeKg})`).as('deee'),
        dba: num(sql`sum(${wasteOrders.realDbaKg})`).as('dba'),
        becuri: num(sql`sum(${wasteOrders.realBecuriSiNeoaneKg})`).as('becuri'),
        orderPoints: num(sql`sum(${wasteOrders.points})`).as('order_points'),
      })
      .from(wasteOrders)
      .where(and(eq(wasteOrders.editionId, editionId), eq(wasteOrders.isValidated, true)))
      .groupBy(wasteOrders.schoolId)
      .as('o');
    const perType = Object.fromEntries(
      LESSON_TYPES.flatMap((type) => [
        [
          `points_${type}`,
          num(sql`sum(${lessonAttempts.punctajFinal}) filter (where ${lessons.type} = ${type})`).as(
            `points_${type.toLowerCase()}`,
          ),
        ],
        [
          `count_${type}`,
          sql<number>`(count(*) filter (where ${lessons.type} = ${type}))::int`.as(
            `count_${type.toLowerCase()}`,
          ),
        ],
      ]),
    ) as Record<`points_${LessonTypeKey}` | `count_${LessonTypeKey}`, SQL.Aliased<string | number>>;
    const attempts = db
      .select({ schoolId: users.schoolId, ...perType })
      .from(lessonAttempts)
      .innerJoin(users, eq(users.id, lessonAttempts.userId))
      .innerJoin(lessons, eq(lessons.id, lessonAttempts.lessonId))
      .where(
        and(
          eq(lessonAttempts.editionId, editionId),
          inArray(lessonAttempts.state, ['COMPLETED', 'APPROVED']),
          isNotNull(users.schoolId),
        ),
      )
      .groupBy(users.schoolId)
      .as('a');
    const teacher = db
      .selectDistinctOn([users.schoolId], {
        schoolId: users.schoolId,
        nume: users.nume,
        email: users.email,
        telefon: users.telefon,
      })
      .from(users)
      .where(and(eq(users.role, 'PROFESOR'), isNotNull(users.schoolId)))
      .orderBy(users.schoolId, users.createdAt, users.id)
      .as('t');
    const pupils = db
      .select({ schoolId: users.schoolId, pupils: sql<number>`count(*)::int`.as('pupils') })
      .from(users)
      .where(eq(users.role, 'ELEV'))
      .groupBy(users.schoolId)
      .as('p');
    const attemptPoints = LESSON_TYPES.map((type) => sql`coalesce(${attempts[`points_${type}`]}, 0)`);
    const totalPoints = sql<string>`(${sql.join(attemptPoints, sql` + `)} + coalesce(${orders.orderPoints}, 0))`;
    const participates = sql`exists (select 1 from ${schoolParticipations} sp where sp.school_id = "schools"."id" and sp.edition_id = ${editionId})`;
    const like = (column: Parameters<typeof ilike>[0], text?: string) =>
      text ? ilike(column, escapeLike(text)) : undefined;
    const where = and(
      or(participates, isNotNull(orders.schoolId), isNotNull(attempts.schoolId)),
      like(schools.numeInstitutieInvatamant, filter.numeInstitutieInvatamant),
      like(schools.codSe, filter.codSe),
      like(schools.adresaJudet, filter.judet),
      like(schools.adresaOras, filter.oras),
      filter.teacherName ? ilike(teacher.nume, escapeLike(filter.teacherName)) : undefined,
    );
    const sortColumns: Record<string, SQL> = {
      numeInstitutieInvatamant: sql`lower(${schools.numeInstitutieInvatamant})`,
      judet: sql`${schools.adresaJudet}`,
      oras: sql`${schools.adresaOras}`,
      totalDeeeKg: sql`coalesce(${orders.deee}, 0)`,
      totalDbaKg: sql`coalesce(${orders.dba}, 0)`,
      totalBecuriSiNeoaneKg: sql`coalesce(${orders.becuri}, 0)`,
      sumTotalPoints: totalPoints,
      numarElevi: sql`${schools.numarElevi}`,
      studentsCount: sql`coalesce(${pupils.pupils}, 0)`,
    };
    const select = (fields: Record<string, unknown>) =>
      db
        .select(fields as never)
        .from(schools)
        .leftJoin(orders, eq(orders.schoolId, schools.id))
        .leftJoin(attempts, eq(attempts.schoolId, schools.id))
        .leftJoin(teacher, eq(teacher.schoolId, schools.id))
        .leftJoin(pupils, eq(pupils.schoolId, schools.id))
        .where(where);
    const fields = {
      school: schools,
      deee: orders.deee,
      dba: orders.dba,
      becuri: orders.becuri,
      orderPoints: orders.orderPoints,
      ...Object.fromEntries(
        LESSON_TYPES.flatMap((type) => [
          [`points_${type}`, attempts[`points_${type}`]],
          [`count_${type}`, attempts[`count_${type}`]],
        ]),
      ),
      teacherName: teacher.nume,
      teacherEmail: teacher.email,
      teacherPhone: teacher.telefon,
      pupils: pupils.pupils,
    };
    return { select, fields, sortColumns };
  }

  function rowsQuery(filter: SchoolStatusFilter, sort: ReportSort) {
    const { select, fields, sortColumns } = build(filter);
    const column = sortColumns[sort.field]!;
    return select(fields).orderBy(
      sort.direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
      asc(schools.id),
    );
  }

  return {
    sortFields: [
      'numeInstitutieInvatamant',
      'judet',
      'oras',
      'totalDeeeKg',
      'totalDbaKg',
      'totalBecuriSiNeoaneKg',
      'sumTotalPoints',
      'numarElevi',
      'studentsCount',
    ],
    async page(filter: SchoolStatusFilter, sort: ReportSort, offset: number, limit: number) {
      const rows = (await rowsQuery(filter, sort)
        .offset(offset)
        .limit(limit)) as unknown as SchoolStatusDbRow[];
      const [total] = (await build(filter).select({ n: count() })) as unknown as { n: number }[];
      return { rows, total: Number(total?.n ?? 0) };
    },
    async *all(
      filter: SchoolStatusFilter,
      sort: ReportSort,
      batchSize = 1000,
    ): AsyncGenerator<SchoolStatusDbRow> {
      for (let offset = 0; ; offset += batchSize) {
        const rows = (await rowsQuery(filter, sort)
          .offset(offset)
          .limit(batchSize)) as unknown as SchoolStatusDbRow[];
        yield* rows;
        if (rows.length < batchSize) return;
      }
    },
  };
}
export type SchoolStatusRepository = ReturnType<typeof createSchoolStatusRepository>;

export type SchoolStatusDbRow = {
  school: typeof schools.$inferSelect;
  deee: string | null;
  dba: string | null;
  becuri: string | null;
  orderPoints: string | null;
  teacherName: string | null;
  teacherEmail: string | null;
  teacherPhone: string | null;
  pupils: number | null;
} & Record<`points_${LessonTypeKey}`, string | null> &
  Record<`count_${LessonTypeKey}`, number | null>;
