import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/database.js';
import { users } from './users.table.js';
import { schools } from '../schools/schools.table.js';
import { lessonAttempts } from '../answers/answers.table.js';
import { wasteOrders } from '../waste-orders/waste-orders.table.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Account rows; the report query lives in users-report.repository.ts. */
export function createUsersRepository(db: Database) {
  return {
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
    async findSchool(schoolId: number) {
      const [row] = await db.select().from(schools).where(eq(schools.id, schoolId));
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
