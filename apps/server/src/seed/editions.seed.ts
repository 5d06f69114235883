import { editions } from '../db/schema.js';
import type { SeedStep } from './seed-context.js';

export const editionsSeed: SeedStep = {
  name: 'editions',
  async run({ tx, refs }) {
    const [previous] = await tx
      .insert(editions)
      .values({
        nume: '2024-2025',
        isCurrentEdition: false,
        startsAt: new Date('2024-09-01'),
        endsAt: new Date('2025-08-31'),
        createdAt: new Date('2024-09-01'),
      })
      .returning();
    const [current] = await tx
      .insert(editions)
      .values({
        nume: '2025-2026',
        isCurrentEdition: true,
        startsAt: new Date('2025-09-01'),
        endsAt: new Date('2026-08-31'),
        createdAt: new Date('2025-09-01'),
      })
      .returning();
    refs.set('edition.previous', previous!.id);
    refs.set('edition.current', current!.id);
  },
};
