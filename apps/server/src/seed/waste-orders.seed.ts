import { eq } from 'drizzle-orm';
import { schools, wasteOrders } from '../db/schema.js';
import { addressColumnsOf, addressFrom } from '../modules/schools/schools.mappers.js';
import type { SeedStep } from './seed-context.js';

type NewOrder = typeof wasteOrders.$inferInsert;

/** Orders in every state: pending, validated, validated with real values, processed, rejected; one last edition. */
export const wasteOrdersSeed: SeedStep = {
  name: 'waste-orders',
  async run({ tx, ref }) {
    const [main] = await tx
      .select()
      .from(schools)
      .where(eq(schools.id, ref('school.main')));
    const [cluj] = await tx
      .select()
      .from(schools)
      .where(eq(schools.id, ref('school.cluj')));
    const contact = {
      contactPersonName: 'Ioana Profesor',
      contactPersonEmail: 'profesor@demo.ro',
      contactPersonPhone: '0700000003',
    };
    const mainOrder = (values: Partial<NewOrder>): NewOrder => ({
      schoolId: main!.id,
      editionId: ref('edition.current'),
      createdBy: ref('user.profesor@demo.ro'),
      ...contact,
      ...addressColumnsOf('pickup', addressFrom(main!, 'adresa')),
      ...values,
    });
    const at = (iso: string) => new Date(iso);
    const orders: NewOrder[] = [
      mainOrder({ timestamp: at('2025-11-03T09:00:00Z'), deeeKg: 120, dbaKg: 15, becuriSiNeoaneKg: 5 }),
      mainOrder({
        timestamp: at('2025-10-20T09:00:00Z'),
        deeeKg: 80,
        dbaKg: 10,
        isValidated: true,
        validatedAt: at('2025-10-21T10:00:00Z'),
        dataOrientativaColectare: at('2025-11-10T08:00:00Z'),
        deeeOrderNumber: 'DEEE-2025-014',
      }),
      mainOrder({
        timestamp: at('2025-10-01T09:00:00Z'),
        deeeKg: 150,
        dbaKg: 20,
        becuriSiNeoaneKg: 8,
        isValidated: true,
        validatedAt: at('2025-10-02T10:00:00Z'),
        realDeeeKg: 142.5,
        realDbaKg: 18.25,
        realBecuriSiNeoaneKg: 6,
        points: 166.75,
        deeeOrderNumber: 'DEEE-2025-007',
        dbaOrderNumber: 'DBA-2025-003',
      }),
      mainOrder({
        timestamp: at('2025-09-20T09:00:00Z'),
        deeeKg: 60,
        isValidated: true,
        validatedAt: at('2025-09-21T10:00:00Z'),
        isProcessed: true,
        processedAt: at('2025-09-30T12:00:00Z'),
        deeeOrderProcessedDate: at('2025-09-30T12:00:00Z'),
        dbaOrderProcessedDate: at('2025-09-30T12:00:00Z'),
        realDeeeKg: 55,
        realDbaKg: 0,
        realBecuriSiNeoaneKg: 0,
        points: 55,
      }),
      mainOrder({
        timestamp: at('2025-09-16T09:00:00Z'),
        deeeKg: 5,
        pickupAddressSameWithSchoolAddress: false,
        ...addressColumnsOf('pickup', {
          judet: 'Ilfov',
          oras: 'Voluntari',
          strada: 'Strada Depozitului',
          numar: '2',
        }),
        isValidated: false,
        rejectedAt: at('2025-09-17T10:00:00Z'),
        rejectReason: 'Cantitatea estimată este prea mică pentru o ridicare separată.',
      }),
      mainOrder({
        editionId: ref('edition.previous'),
        timestamp: at('2025-03-10T09:00:00Z'),
        deeeKg: 200,
        dbaKg: 30,
        isValidated: true,
        validatedAt: at('2025-03-11T10:00:00Z'),
        isProcessed: true,
        processedAt: at('2025-03-20T12:00:00Z'),
        realDeeeKg: 210,
        realDbaKg: 28.5,
        realBecuriSiNeoaneKg: 0,
        points: 238.5,
      }),
      {
        schoolId: cluj!.id,
        editionId: ref('edition.current'),
        timestamp: at('2025-10-28T11:00:00Z'),
        contactPersonName: 'Ion Directorul',
        contactPersonEmail: 'director.cluj@demo.ro',
        contactPersonPhone: '0264000002',
        ...addressColumnsOf('pickup', addressFrom(cluj!, 'adresa')),
        deeeKg: 40,
        dbaKg: 12,
      },
    ];
    await tx.insert(wasteOrders).values(orders);
  },
};
