import { z } from 'zod';

/**
 * How an answer went, in words the host understands without knowing the plugin: `correct`,
 * `partially-correct`, `incorrect`, or `pending-review` (a teacher will look at it; nothing is judged yet).
 */
export const SLIDE_FEEDBACK_OUTCOMES = [
  'correct',
  'partially-correct',
  'incorrect',
  'pending-review',
] as const;
export type SlideFeedbackOutcome = (typeof SLIDE_FEEDBACK_OUTCOMES)[number];

/** One option or item of the slide: whether the pupil chose it and whether it is right. */
export const SlideFeedbackItemSchema = z.object({
  id: z.string().min(1),
  chosen: z.boolean(),
  correct: z.boolean(),
});
export type SlideFeedbackItem = z.infer<typeof SlideFeedbackItemSchema>;

/**
 * What a pupil may see once an answer is stored (scored attempt) or checked (practice mode): the outcome,
 * optionally every item with its verdict (the correct ones included) and the author's explanation.
 * Strict, so a plugin cannot slip other fields (e.g. the raw answer key) past the host.
 */
export const SlideFeedbackSchema = z.strictObject({
  outcome: z.enum(SLIDE_FEEDBACK_OUTCOMES),
  items: z.array(SlideFeedbackItemSchema).optional(),
  explanation: z.string().min(1).optional(),
});
export type SlideFeedback = z.infer<typeof SlideFeedbackSchema>;

/** Result of {@link slideFeedbackOf}: the checked feedback (`null`: nothing to show) or why there is none. */
export type SlideFeedbackResult =
  { ok: true; feedback: SlideFeedback | null } | { ok: false; reason: string };

/** The part of a slide core that feedback needs (a structural type, so any core version fits). */
interface FeedbackCore {
  dataSchema: z.ZodType<unknown>;
  answerSchema: z.ZodType<unknown>;
  feedback?(data: never, answer: never): unknown;
}

/**
 * Runs a core's optional `feedback` the way hosts must: on data and answer that pass their schemas, and
 * with the output checked against {@link SlideFeedbackSchema}. A core without `feedback` (a plugin built
 * on SDK 1.0) gives `{ ok: true, feedback: null }`. It never throws: a plugin bug gives `ok: false`.
 */
export function slideFeedbackOf(core: FeedbackCore, data: unknown, answer: unknown): SlideFeedbackResult {
  if (!core.feedback) return { ok: true, feedback: null };
  const parsedData = core.dataSchema.safeParse(data);
  if (!parsedData.success) return { ok: false, reason: 'the slide data fails dataSchema' };
  const parsedAnswer = core.answerSchema.safeParse(answer);
  if (!parsedAnswer.success) return { ok: false, reason: 'the answer fails answerSchema' };
  let output: unknown;
  try {
    output = core.feedback(parsedData.data as never, parsedAnswer.data as never);
  } catch (thrown) {
    return {
      ok: false,
      reason: `feedback threw: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
    };
  }
  if (output === null) return { ok: true, feedback: null };
  const checked = SlideFeedbackSchema.safeParse(output);
  if (!checked.success)
    return {
      ok: false,
      reason: `feedback output fails SlideFeedbackSchema: ${checked.error.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; ')}`,
    };
  return { ok: true, feedback: checked.data };
}
