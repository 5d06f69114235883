import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbExecutor } from '../../db/database.js';
import { qualified } from '../../db/qualified-column.js';
import { users } from './users.table.js';
import { schools } from '../schools/schools.table.js';
import { lessonAttempts } from '../answers/answers.table.js';
import { wasteOrders } from '../waste-orders/waste-orders.table.js';
import { currentEditionIdSql } from '../editions/editions.repository.js';
import { parentalConsents } from '../consents/consents.table.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const pupilsTeacher = alias(users, 'pupils_teacher');

/**
 * Everything a profile shows, in one statement (issue 10): the profile is the first call of every page a
 * pupil opens, and read as six queries (the account, its school, the pupil's teacher, the current edition,
 * the pupil's points, the parental consent) it cost the server about eight times the CPU of an answer.
 * Prepared once: drizzle renders its SQL at start and PostgreSQL plans it once per connection.
 */
function profileStatement(db: Database) {
  return db
    .select({
      user: users,
      codSe: schools.codSe,
      numeInstitutieInvatamant: schools.numeInstitutieInvatamant,
      schoolUpdatedAt: schools.schoolUpdatedAt,
      teacherCode: pupilsTeacher.teacherCode,
      editionId: currentEditionIdSql,
      // Points of a pupil in the current edition: final points of completed or approved attempts.
      pupilPoints: sql<
        string | null
      >`case when ${qualified(users.role)} = 'ELEV' and ${currentEditionIdSql} is not null then
        (select coalesce(sum(${qualified(lessonAttempts.punctajFinal)}), 0) from ${lessonAttempts}
         where ${qualified(lessonAttempts.userId)} = ${qualified(users.id)} and ${qualified(lessonAttempts.editionId)} = ${currentEditionIdSql}
           and ${qualified(lessonAttempts.state)} in ('COMPLETED', 'APPROVED')) end`,
      hasParentalConsent: sql<boolean>`exists (select 1 from ${parentalConsents} where ${qualified(parentalConsents.pupilId)} = ${qualified(users.id)})`,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(pupilsTeacher, and(eq(users.role, 'ELEV'), eq(pupilsTeacher.id, users.teacherId)))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('users_profile');
}

/** Account rows; the report query lives in users-report.repository.ts. */
export function createUsersRepository(db: Database) {
  const profile = profileStatement(db);
  return {
    /** A profile's facts in one statement; undefined when no such account. */
    async profileOf(userId: number) {
      const [row] = await profile.execute({ userId });
      if (!row) return undefined;
      const { user, numeInstitutieInvatamant, codSe, schoolUpdatedAt } = row;
      return {
        user,
        school:
          numeInstitutieInvatamant === null
            ? undefined
            : { codSe, numeInstitutieInvatamant, schoolUpdatedAt },
        teacherCode: row.teacherCode,
        editionId: row.editionId === null ? null : Number(row.editionId),
        pupilPoints: row.pupilPoints === null ? null : Number(row.pupilPoints),
        hasParentalConsent: Boolean(row.hasParentalConsent),
      };
    },
    async findById(id: number, tx: DbExecutor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async findTeacherByCode(teacherCode: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.teacherCode, teacherCode), eq(users.role, 'PROFESOR')));
      return row;
    },
    async teacherCodeExists(teacherCode: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.teacherCode, teacherCode));
      return row !== undefined;
    },
    async insert(values: NewUserRow, tx: DbExecutor = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<NewUserRow>, tx: DbExecutor = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** Points of a pupil in an edition: final points of completed or approved attempts. */
    async pupilPoints(userId: number, editionId: number): Promise<number> {
      const [row] = await db
        .select({ points: sql<string | null>`sum(${lessonAttempts.punctajFinal})` })
        .from(lessonAttempts)
        .where(
          and(
            eq(lessonAttempts.userId, userId),
            eq(lessonAttempts.editionId, editionId),
            inArray(lessonAttempts.state, ['COMPLETED', 'APPROVED']),
          ),
        );
      return Number(row?.points ?? 0);
    },
    /** Points of a school in an edition: its pupils' points plus the points of its collection orders. */
    async schoolPoints(schoolId: number, editionId: number): Promise<number> {
      const [pupils] = await db
        .select({ points: sql<string | null>`sum(${lessonAttempts.punctajFinal})` })
        .from(lessonAttempts)
        .innerJoin(users, eq(users.id, lessonAttempts.userId))
        .where(
          and(
            eq(users.schoolId, schoolId),
            eq(lessonAttempts.editionId, editionId),
            inArray(lessonAttempts.state, ['COMPLETED', 'APPROVED']),
          ),
        );
      const [orders] = await db
        .select({ points: sql<string | null>`sum(${wasteOrders.points})` })
        .from(wasteOrders)
        .where(and(eq(wasteOrders.schoolId, schoolId), eq(wasteOrders.editionId, editionId)));
      return Number(pupils?.points ?? 0) + Number(orders?.points ?? 0);
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
