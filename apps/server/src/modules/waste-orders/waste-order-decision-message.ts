import type { WasteOrderValidationInput } from '@platform/contracts';
import type { WasteOrderWithSchool } from './waste-orders.repository.js';

/** The message the school's teachers receive (in-app and by e-mail) when their order is decided. */
export function orderDecisionMessage(
  { order, school }: WasteOrderWithSchool,
  input: WasteOrderValidationInput,
) {
  const placed = order.timestamp.toLocaleDateString('ro-RO', { timeZone: 'Europe/Bucharest' });
  if (input.isValidated) {
    return {
      subject: 'Comanda de colectare a fost validată',
      content: `Comanda de colectare nr. ${order.id} din ${placed} pentru ${school.numeInstitutieInvatamant} a fost validată. Veți fi contactați pentru ridicarea deșeurilor.`,
    };
  }
  return {
    subject: 'Comanda de colectare a fost respinsă',
    content: `Comanda de colectare nr. ${order.id} din ${placed} pentru ${school.numeInstitutieInvatamant} a fost respinsă.\n\nMotivul respingerii: ${input.rejectReason}`,
  };
}
