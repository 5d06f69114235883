import type { SlideIssue } from '@platform/slide-sdk';
import { ORDERING_LIMITS, type OrderingAnswer, type OrderingData, type OrderingItem } from './schema.js';

/** Romanian messages of the ORDERING rules (the schema holds the shape messages). */
export const orderingMessages = {
  textRequired: 'Cerința este obligatorie',
  tooFewItems: `Adăugați cel puțin ${ORDERING_LIMITS.minItems} elemente`,
  itemRequired: 'Textul elementului este obligatoriu',
  duplicateItem: 'Două elemente au același text: elevul nu le-ar putea deosebi',
  duplicateId: 'Două elemente au același identificator',
  incompleteAnswer: 'Așezați toate elementele în ordine',
} as const;

/** Rules beyond the schema: an instruction, at least two distinct, non-empty items. */
export function validateOrdering(data: OrderingData): SlideIssue[] {
  const issues: SlideIssue[] = [];
  if (data.text.trim() === '')
    issues.push({ path: ['text'], code: 'required', message: orderingMessages.textRequired });
  if (data.correctOrder.length < ORDERING_LIMITS.minItems)
    issues.push({ path: ['correctOrder'], code: 'too_small', message: orderingMessages.tooFewItems });
  const seenTexts = new Set<string>();
  const seenIds = new Set<string>();
  data.correctOrder.forEach((item, index) => {
    const text = item.text.trim().toLocaleLowerCase('ro');
    if (text === '')
      issues.push({
        path: ['correctOrder', index, 'text'],
        code: 'required',
        message: orderingMessages.itemRequired,
      });
    else if (seenTexts.has(text))
      issues.push({
        path: ['correctOrder', index, 'text'],
        code: 'duplicate',
        message: orderingMessages.duplicateItem,
      });
    if (seenIds.has(item.id))
      issues.push({
        path: ['correctOrder', index, 'id'],
        code: 'duplicate',
        message: orderingMessages.duplicateId,
      });
    seenTexts.add(text);
    seenIds.add(item.id);
  });
  return issues;
}

/** The answer must place every item exactly once (checked on full or learner data: same ids). */
function validateOrder(items: readonly OrderingItem[], answer: OrderingAnswer): SlideIssue[] {
  const ids = new Set(items.map((item) => item.id));
  const complete =
    answer.order.length === ids.size &&
    new Set(answer.order).size === answer.order.length &&
    answer.order.every((id) => ids.has(id));
  return complete
    ? []
    : [{ path: ['order'], code: 'invalid_order', message: orderingMessages.incompleteAnswer }];
}

export const validateOrderingAnswer = (data: OrderingData, answer: OrderingAnswer) =>
  validateOrder(data.correctOrder, answer);

export const validateOrderingLearnerAnswer = (
  data: { items: readonly OrderingItem[] },
  answer: OrderingAnswer,
) => validateOrder(data.items, answer);
