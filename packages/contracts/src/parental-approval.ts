import { z } from 'zod';
import { GENERIC_MESSAGES } from './messages.js';

export const PARENTAL_APPROVAL_MESSAGES = {
  signatureRequired:
    'Nu a fost completata semnatura parintelui. Asigurati-va ca dupa completare apasati bifa verde.',
  allRequired: 'Va rugam bifati toate campurile obligatorii.',
  saveFailed: 'Acordul parental nu s-a putut salva.',
  saved: 'Acordul parental a fost salvat',
  onlyPupils: 'Acordul parental se completează doar pentru elevi',
  alreadySaved: 'Acordul parental a fost deja salvat',
  signatureNotYours: 'Semnătura trebuie să fie o imagine încărcată de dumneavoastră',
} as const;

/**
 * The eight consent flags of the parental approval page (spec 000 §2). The spec names the second one
 * `{product}PoateFolosiImagini`; the product is "Școala Ecoterrienilor", hence `ecoterrieniPoateFolosiImagini`.
 */
export const CONSENT_FLAGS = [
  'parentApproval',
  'prinPrezentaConfirmamInscriereaMinorului',
  'ecoterrieniPoateFolosiImagini',
  'amFostInformati',
  'prinPrezentaConfirmCaAmCititInformarea',
  'confirmCaInCazulInCareProiectul',
  'consimtPentruPastrareaDatelorPersonale',
  'amCititSiSuntDeAcord',
] as const;
export type ConsentFlag = (typeof CONSENT_FLAGS)[number];

const Ticked = z.literal(true, { error: GENERIC_MESSAGES.fieldMustBeChecked });

/** PATCH /api/users/signature: signature image URL (uploaded as PARENT_SIGNATURES) and all eight flags true. */
export const ParentalApprovalInputSchema = z.object({
  signature: z
    .string({ error: PARENTAL_APPROVAL_MESSAGES.signatureRequired })
    .trim()
    .min(1, PARENTAL_APPROVAL_MESSAGES.signatureRequired),
  ...(Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, Ticked])) as Record<ConsentFlag, typeof Ticked>),
});
export type ParentalApprovalInput = z.infer<typeof ParentalApprovalInputSchema>;
