import type { Edition, EditionsResponse } from '@platform/contracts';
import type { EditionRow, EditionsRepository } from './editions.repository.js';

export function toEdition(row: EditionRow): Edition {
  return { id: row.id, nume: row.nume, isCurrentEdition: row.isCurrentEdition };
}

export function createEditionsService(deps: { editionsRepository: EditionsRepository }) {
  return {
    async list(): Promise<EditionsResponse> {
      const rows = await deps.editionsRepository.list();
      const current = rows.find((row) => row.isCurrentEdition);
      return { editions: rows.map(toEdition), currentEdition: current ? toEdition(current) : null };
    },
    /** The current edition's id, or null when none is marked current. */
    async currentEditionId(): Promise<number | null> {
      return (await deps.editionsRepository.findCurrent())?.id ?? null;
    },
  };
}
export type EditionsService = ReturnType<typeof createEditionsService>;
