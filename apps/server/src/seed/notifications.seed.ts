import { and, eq, inArray } from 'drizzle-orm';
import { notificationReceivers, notifications, users } from '../db/schema.js';
import type { SeedStep } from './seed-context.js';

/** A few messages from staff: to everyone, to teachers only (one read), and an older one. */
export const notificationsSeed: SeedStep = {
  name: 'notifications',
  async run({ tx, ref }) {
    const enabled = (roles: ('ELEV' | 'PROFESOR')[]) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.role, roles), eq(users.isEnabled, true)));
    const messages = [
      {
        senderId: ref('user.admin@demo.ro'),
        subject: 'Bun venit în ediția 2025-2026!',
        content:
          '## Bine ați venit!\n\nÎncepe o nouă ediție a **Școlii Ecoterrienilor**. Lecțiile noi sunt disponibile în meniul *Lecții*.',
        sendAt: new Date('2025-09-15T09:00:00Z'),
        receivers: await enabled(['ELEV', 'PROFESOR']),
        readBy: [] as number[],
      },
      {
        senderId: ref('user.programator@demo.ro'),
        subject: 'Comenzile de colectare sunt deschise',
        content:
          'Puteți plasa comenzi de colectare din meniul **Plasare comandă**.\n\n- DEEE\n- baterii și acumulatori (DBA)\n- becuri și neoane',
        sendAt: new Date('2025-10-01T08:00:00Z'),
        receivers: await enabled(['PROFESOR']),
        readBy: [ref('user.profesor@demo.ro')],
      },
      {
        senderId: ref('user.admin@demo.ro'),
        subject: 'Provocarea lunii octombrie',
        content: 'Provocarea lunară a fost publicată. Succes tuturor elevilor!',
        sendAt: new Date('2025-10-05T07:30:00Z'),
        receivers: await enabled(['ELEV']),
        readBy: [],
      },
    ];
    for (const { receivers, readBy, ...values } of messages) {
      const [row] = await tx.insert(notifications).values(values).returning();
      if (!receivers.length) continue;
      await tx.insert(notificationReceivers).values(
        receivers.map(({ id }) => ({
          notificationId: row!.id,
          receiverId: id,
          isRead: readBy.includes(id),
          readAt: readBy.includes(id) ? new Date(values.sendAt.getTime() + 3_600_000) : null,
        })),
      );
    }
  },
};
