import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/database.js';
import { escapeLike } from '../../db/text-filter.js';
import { users } from '../users/users.table.js';
import { schoolParticipations, schools } from './schools.table.js';
import type { NewSchoolRow, SchoolRow } from './schools.mappers.js';

/** School rows, their teachers and their participation per edition. */
export function createSchoolsRepository(db: Database) {
  return {
    async findById(id: number, tx: DbExecutor = db): Promise<SchoolRow | undefined> {
      const [row] = await tx.select().from(schools).where(eq(schools.id, id));
      return row;
    },
    async findByCodSe(codSe: string, tx: DbExecutor = db): Promise<SchoolRow | undefined> {
      const [row] = await tx.select().from(schools).where(eq(schools.codSe, codSe));
      return row;
    },
    async insert(values: NewSchoolRow, tx: DbExecutor = db): Promise<SchoolRow> {
      const [row] = await tx.insert(schools).values(values).returning();
      return row!;
    },
    async update(
      id: number,
      values: Partial<NewSchoolRow>,
      tx: DbExecutor = db,
    ): Promise<SchoolRow | undefined> {
      const [row] = await tx.update(schools).set(values).where(eq(schools.id, id)).returning();
      return row;
    },
    /** The school's first teacher (earliest account), shown as `professor`. */
    async firstTeacher(schoolId: number, tx: DbExecutor = db) {
      const [row] = await tx
        .select({ id: users.id, nume: users.nume, email: users.email, telefon: users.telefon })
        .from(users)
        .where(and(eq(users.schoolId, schoolId), eq(users.role, 'PROFESOR')))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(1);
      return row ?? null;
    },
    /** Teachers of a school (notified about its orders). */
    teachers(schoolId: number, tx: DbExecutor = db) {
      return tx
        .select({ id: users.id, nume: users.nume, email: users.email })
        .from(users)
        .where(and(eq(users.schoolId, schoolId), eq(users.role, 'PROFESOR'), eq(users.isEnabled, true)));
    },
    dropdown(filter: { q?: string; judet?: string }, limit = 500) {
      return db
        .select({
          id: schools.id,
          numeInstitutieInvatamant: schools.numeInstitutieInvatamant,
          codSe: schools.codSe,
          judet: schools.adresaJudet,
          oras: schools.adresaOras,
        })
        .from(schools)
        .where(
          and(
            filter.q
              ? or(
                  ilike(schools.numeInstitutieInvatamant, escapeLike(filter.q)),
                  ilike(schools.codSe, escapeLike(filter.q)),
                )
              : undefined,
            filter.judet ? eq(schools.adresaJudet, filter.judet) : undefined,
          ),
        )
        .orderBy(asc(schools.numeInstitutieInvatamant), asc(schools.id))
        .limit(limit);
    },
    async isParticipating(schoolId: number, editionId: number, tx: DbExecutor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: schoolParticipations.id })
        .from(schoolParticipations)
        .where(
          and(eq(schoolParticipations.schoolId, schoolId), eq(schoolParticipations.editionId, editionId)),
        );
      return row !== undefined;
    },
    async addParticipation(schoolId: number, editionId: number, tx: DbExecutor = db): Promise<void> {
      await tx.insert(schoolParticipations).values({ schoolId, editionId }).onConflictDoNothing();
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schools);
      return row?.n ?? 0;
    },
  };
}
export type SchoolsRepository = ReturnType<typeof createSchoolsRepository>;
