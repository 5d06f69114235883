import { REPORT_MESSAGES } from '@platform/contracts';
import { ConflictError, NotFoundError } from '../../http/domain-errors.js';
import type { EditionsRepository } from '../editions/editions.repository.js';

/** The edition a report or dashboard asks for, else the current one: 404 for an unknown id, 409 without a current. */
export async function reportEdition(editionsRepository: EditionsRepository, editionId: number | undefined) {
  const edition = editionId
    ? await editionsRepository.findById(editionId)
    : await editionsRepository.findCurrent();
  if (!edition) {
    if (editionId) throw new NotFoundError(REPORT_MESSAGES.editionNotFound);
    throw new ConflictError(REPORT_MESSAGES.noCurrentEdition);
  }
  return edition;
}
