import { schoolParticipations, schools } from '../db/schema.js';
import type { SeedStep } from './seed-context.js';

const DEMO_SCHOOLS = [
  {
    ref: 'school.main',
    numeInstitutieInvatamant: 'Școala Gimnazială nr. 1 Demo',
    cui: '12345678',
    codSiiirUnitate: '4061100001',
    codSe: 'SE0001',
    adresaJudet: 'București',
    adresaOras: 'București',
    adresaStrada: 'Strada Exemplului',
    adresaNumar: '1',
    adresaCodPostal: '010101',
    numarElevi: 420,
    telefon: '0210000001',
    numeReprezentatLegal: 'Maria Director',
    detineRecipiente: true,
    participareEditieAnterioara: true,
  },
  {
    ref: 'school.cluj',
    numeInstitutieInvatamant: 'Liceul Teoretic Demo Cluj',
    cui: '23456789',
    codSiiirUnitate: '1261100002',
    codSe: 'SE0002',
    adresaJudet: 'Cluj',
    adresaOras: 'Cluj-Napoca',
    adresaStrada: 'Bulevardul Demo',
    adresaNumar: '22',
    adresaCodPostal: '400001',
    numarElevi: 780,
    telefon: '0264000002',
    numeReprezentatLegal: 'Ion Directorul',
    detineRecipiente: false,
    participareEditieAnterioara: false,
  },
  {
    ref: 'school.iasi',
    numeInstitutieInvatamant: 'Școala Gimnazială Demo Iași',
    cui: '34567890',
    codSiiirUnitate: '2261100003',
    codSe: 'SE0003',
    adresaJudet: 'Iași',
    adresaOras: 'Iași',
    adresaComuna: null,
    adresaStrada: 'Strada Florilor',
    adresaNumar: '7',
    adresaCodPostal: '700001',
    numarElevi: 310,
    telefon: '0232000003',
    numeReprezentatLegal: 'Elena Popescu',
    detineRecipiente: true,
    participareEditieAnterioara: false,
  },
];

export const schoolsSeed: SeedStep = {
  name: 'schools',
  async run({ tx, refs, ref }) {
    for (const { ref: name, ...values } of DEMO_SCHOOLS) {
      const [row] = await tx
        .insert(schools)
        .values({ ...values, schoolUpdatedAt: new Date('2025-09-15') })
        .returning();
      refs.set(name, row!.id);
    }
    await tx.insert(schoolParticipations).values([
      { schoolId: ref('school.main'), editionId: ref('edition.current') },
      { schoolId: ref('school.main'), editionId: ref('edition.previous') },
      { schoolId: ref('school.cluj'), editionId: ref('edition.current') },
    ]);
  },
};
