import { users } from '../db/schema.js';
import type { SeedContext, SeedStep } from './seed-context.js';

type NewUser = typeof users.$inferInsert;

/** The demo accounts of architecture §8, all with DEMO_PASSWORD. */
function demoUsers({ ref, passwordHash }: SeedContext): NewUser[] {
  const editionId = ref('edition.current');
  const base = { passwordHash, editionId, lastLogin: null };
  return [
    {
      ...base,
      role: 'ADMIN',
      email: 'admin@demo.ro',
      nume: 'Ana Administrator',
      telefon: '0700000001',
      isEnabled: true,
    },
    {
      ...base,
      role: 'DBEST',
      email: 'programator@demo.ro',
      nume: 'Paul Programator',
      telefon: '0700000002',
      isEnabled: true,
    },
    {
      ...base,
      role: 'PROFESOR',
      email: 'profesor@demo.ro',
      nume: 'Ioana Profesor',
      telefon: '0700000003',
      isEnabled: true,
      schoolId: ref('school.main'),
      teacherCode: 'DEMOPROF',
      hasSchoolRegistrationFormCompleted: true,
    },
    {
      ...base,
      role: 'PROFESOR',
      email: 'profesor.nou@demo.ro',
      nume: 'Radu Profesor Nou',
      telefon: '0700000004',
      isEnabled: false,
      teacherCode: 'DEMONOU2',
    },
    {
      ...base,
      role: 'LOGISTIC',
      email: 'logistica@demo.ro',
      nume: 'Lia Logistică',
      telefon: '0700000005',
      isEnabled: true,
    },
    { ...base, role: 'SYNC', email: 'sync@demo.ro', nume: 'Cont Sincronizare', isEnabled: true },
  ];
}

export const usersSeed: SeedStep = {
  name: 'users',
  async run(context) {
    const { tx, refs, ref, passwordHash } = context;
    for (const values of demoUsers(context)) {
      const [row] = await tx.insert(users).values(values).returning();
      refs.set(`user.${values.email}`, row!.id);
    }
    const teacherId = ref('user.profesor@demo.ro');
    const pupils: NewUser[] = [
      { email: 'elev@demo.ro', nume: 'Andrei Elev', nickname: 'Andrei', clasa: 'a VI-a B', isEnabled: true },
      {
        email: 'elev.nou@demo.ro',
        nume: 'Bianca Elev Nou',
        nickname: 'Bia',
        clasa: 'a V-a A',
        isEnabled: false,
      },
    ].map((pupil) => ({
      ...pupil,
      role: 'ELEV' as const,
      passwordHash,
      teacherId,
      schoolId: ref('school.main'),
      editionId: ref('edition.current'),
    }));
    for (const values of pupils) {
      const [row] = await tx.insert(users).values(values).returning();
      refs.set(`user.${values.email}`, row!.id);
    }
  },
};
