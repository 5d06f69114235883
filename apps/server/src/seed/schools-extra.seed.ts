import { eq } from 'drizzle-orm';
import { schoolParticipations, schoolRequests, schools } from '../db/schema.js';
import { toSchoolFormData } from '../modules/schools/schools.mappers.js';
import type { SeedStep } from './seed-context.js';

const EXTRA_SCHOOLS = [
  {
    ref: 'school.timis',
    numeInstitutieInvatamant: 'Colegiul Național Demo Timișoara',
    cui: '45678901',
    codSiiirUnitate: '3561100004',
    codSe: 'SE0004',
    adresaJudet: 'Timiș',
    adresaOras: 'Timișoara',
    adresaStrada: 'Bulevardul Revoluției',
    adresaNumar: '5',
    adresaCodPostal: '300001',
    adresaLivrareAceeasiCuScoala: false,
    livrareJudet: 'Timiș',
    livrareOras: 'Timișoara',
    livrareStrada: 'Strada Depozitului',
    livrareNumar: '12',
    numarElevi: 950,
    telefon: '0256000004',
    numeReprezentatLegal: 'Adrian Ionescu',
    detineRecipiente: true,
    participareEditieAnterioara: true,
  },
  {
    ref: 'school.constanta',
    numeInstitutieInvatamant: 'Școala Gimnazială Demo Constanța',
    cui: '56789012',
    codSiiirUnitate: '1361100005',
    codSe: 'SE0005',
    adresaJudet: 'Constanța',
    adresaOras: 'Constanța',
    adresaStrada: 'Strada Mării',
    adresaNumar: '3',
    numarElevi: 260,
    telefon: '0241000005',
    numeReprezentatLegal: 'Cristina Marin',
  },
  {
    ref: 'school.brasov',
    numeInstitutieInvatamant: 'Liceul Tehnologic Demo Brașov',
    codSe: 'SE0006',
    adresaJudet: 'Brașov',
    adresaOras: 'Brașov',
    adresaComuna: null,
    adresaStrada: 'Strada Lungă',
    adresaNumar: '100',
    numarElevi: 540,
    telefon: '0268000006',
    numeReprezentatLegal: 'Mihai Stan',
  },
];

/** More schools for the reports, and the approved registration request of the demo teacher. */
export const schoolsExtraSeed: SeedStep = {
  name: 'schools-extra',
  async run({ tx, refs, ref }) {
    for (const { ref: name, ...values } of EXTRA_SCHOOLS) {
      const [row] = await tx.insert(schools).values(values).returning();
      refs.set(name, row!.id);
    }
    await tx.insert(schoolParticipations).values([
      { schoolId: ref('school.timis'), editionId: ref('edition.current') },
      { schoolId: ref('school.timis'), editionId: ref('edition.previous') },
    ]);
    const [main] = await tx
      .select()
      .from(schools)
      .where(eq(schools.id, ref('school.main')));
    await tx.insert(schoolRequests).values({
      teacherId: ref('user.profesor@demo.ro'),
      schoolId: ref('school.main'),
      editionId: ref('edition.current'),
      schoolData: toSchoolFormData(main!),
      state: 'APPROVED',
      startedAt: new Date('2025-09-10T08:00:00Z'),
      approvedAt: new Date('2025-09-11T10:30:00Z'),
      reviewedBy: ref('user.admin@demo.ro'),
    });
  },
};
