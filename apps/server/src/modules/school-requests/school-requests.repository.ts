import { and, asc, count, desc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SchoolRequestState } from '@platform/contracts';
import type { Database, DbExecutor } from '../../db/database.js';
import { users } from '../users/users.table.js';
import { qualified } from '../../db/qualified-column.js';
import { escapeLike } from '../../db/text-filter.js';
import { schoolParticipations } from '../schools/schools.table.js';
import { schoolRequests } from './school-requests.table.js';

export type SchoolRequestRow = typeof schoolRequests.$inferSelect;
export type NewSchoolRequestRow = typeof schoolRequests.$inferInsert;

const columns = {
  request: schoolRequests,
  teacher: { id: users.id, nume: users.nume, email: users.email, telefon: users.telefon },
};
export type SchoolRequestWithTeacher = {
  request: SchoolRequestRow;
  teacher: { id: number; nume: string; email: string; telefon: string | null };
};

export interface SchoolRequestsFilter {
  state?: SchoolRequestState;
  teacherName?: string;
  schoolName?: string;
}

const SORT_COLUMNS = {
  startedAt: schoolRequests.startedAt,
  approvedAt: schoolRequests.approvedAt,
  state: schoolRequests.state,
  teacherName: users.nume,
} as const;

function whereOf(filter: SchoolRequestsFilter): SQL | undefined {
  return and(
    filter.state ? eq(schoolRequests.state, filter.state) : undefined,
    filter.teacherName ? ilike(users.nume, escapeLike(filter.teacherName)) : undefined,
    filter.schoolName
      ? sql`${schoolRequests.schoolData}->>'numeInstitutieInvatamant' ilike ${escapeLike(filter.schoolName)}`
      : undefined,
  );
}

/** Teachers' school registration requests (architecture §6, teacher enablement). */
export function createSchoolRequestsRepository(db: Database) {
  return {
    sortFields: Object.keys(SORT_COLUMNS),
    async insert(values: NewSchoolRequestRow, tx: DbExecutor = db): Promise<SchoolRequestRow> {
      const [row] = await tx.insert(schoolRequests).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<NewSchoolRequestRow>, tx: DbExecutor = db): Promise<void> {
      await tx
        .update(schoolRequests)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(schoolRequests.id, id));
    },
    async findById(id: number, tx: DbExecutor = db): Promise<SchoolRequestWithTeacher | undefined> {
      const [row] = await tx
        .select(columns)
        .from(schoolRequests)
        .innerJoin(users, eq(users.id, schoolRequests.teacherId))
        .where(eq(schoolRequests.id, id));
      return row;
    },
    /** Locks the request row so two reviewers cannot decide it twice. */
    async lockById(id: number, tx: DbExecutor): Promise<SchoolRequestRow | undefined> {
      const [row] = await tx.select().from(schoolRequests).where(eq(schoolRequests.id, id)).for('update');
      return row;
    },
    async latestOfTeacher(
      teacherId: number,
      tx: DbExecutor = db,
    ): Promise<SchoolRequestWithTeacher | undefined> {
      const [row] = await tx
        .select(columns)
        .from(schoolRequests)
        .innerJoin(users, eq(users.id, schoolRequests.teacherId))
        .where(eq(schoolRequests.teacherId, teacherId))
        .orderBy(desc(schoolRequests.startedAt), desc(schoolRequests.id))
        .limit(1);
      return row;
    },
    /** Asks enabled teachers whose school has not confirmed the edition yet (returns how many). */
    async askForParticipation(editionId: number): Promise<number> {
      const rows = await db
        .update(users)
        .set({ needsSchoolRegistrationConfirmation: true, updatedAt: new Date() })
        .where(
          and(
            eq(users.role, 'PROFESOR'),
            eq(users.isEnabled, true),
            isNotNull(users.schoolId),
            sql`not exists (select 1 from ${schoolParticipations} p where p.school_id = ${qualified(users.schoolId)} and p.edition_id = ${editionId})`,
          ),
        )
        .returning({ id: users.id });
      return rows.length;
    },
    async page(
      filter: SchoolRequestsFilter,
      sort: { field: string; direction: 'asc' | 'desc' },
      offset: number,
      limit: number,
    ) {
      const column = SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS];
      const where = whereOf(filter);
      const rows: SchoolRequestWithTeacher[] = await db
        .select(columns)
        .from(schoolRequests)
        .innerJoin(users, eq(users.id, schoolRequests.teacherId))
        .where(where)
        .orderBy(
          sort.direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
          asc(schoolRequests.id),
        )
        .offset(offset)
        .limit(limit);
      const [total] = await db
        .select({ n: count() })
        .from(schoolRequests)
        .innerJoin(users, eq(users.id, schoolRequests.teacherId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type SchoolRequestsRepository = ReturnType<typeof createSchoolRequestsRepository>;
