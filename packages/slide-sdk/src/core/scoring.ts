import { wholeValueIssue } from './issues.js';
import { SLIDE_MESSAGES } from './messages.js';
import { coreOf, type SlideResolution } from './resolve-slide.js';
import type { AnySlideCore } from './any-plugin.js';
import type { SlideIssue } from './types.js';

/** Result of `registry.maxPoints`. Unknown or invalid slides never count as "0 points". */
export type SlideMaxPointsResult = { ok: true; maxPoints: number } | { ok: false; issues: SlideIssue[] };

/** Result of `registry.score`. Unknown or invalid slides and invalid answers never score "0 by accident". */
export type SlideScoreResult =
  { ok: true; points: number; maxPoints: number } | { ok: false; issues: SlideIssue[] };

type AnyPlugin = AnySlideCore | { core: AnySlideCore };

/** Issues of a resolution that is not `ok`, as one list. */
export function resolutionIssues(
  resolution: Exclude<SlideResolution<unknown>, { status: 'ok' }>,
): SlideIssue[] {
  if (resolution.status === 'unknown-type') return [wholeValueIssue('unknown_type', resolution.message)];
  if (resolution.status === 'not-allowed') return [wholeValueIssue('type_not_allowed', resolution.message)];
  return resolution.status === 'invalid'
    ? [wholeValueIssue('slide_invalid', resolution.message), ...resolution.issues]
    : [wholeValueIssue('migration_failed', resolution.message), ...resolution.issues];
}

/** Highest points of resolved slide data; requires data that passes the plugin's full validation. */
export function maxPointsOf(resolution: SlideResolution<AnyPlugin>): SlideMaxPointsResult {
  if (resolution.status !== 'ok') return { ok: false, issues: resolutionIssues(resolution) };
  const core = coreOf(resolution.plugin);
  const dataIssues = core.validate(resolution.data);
  if (dataIssues.length > 0)
    return {
      ok: false,
      issues: [wholeValueIssue('slide_invalid', SLIDE_MESSAGES.slideInvalid), ...dataIssues],
    };
  if (!core.scoreable || !core.scoring) return { ok: true, maxPoints: 0 };
  const maxPoints = core.scoring.maxPoints(resolution.data);
  if (!Number.isFinite(maxPoints) || maxPoints < 0) {
    return {
      ok: false,
      issues: [wholeValueIssue('score_out_of_range', SLIDE_MESSAGES.scoreOutOfRange(maxPoints, maxPoints))],
    };
  }
  return { ok: true, maxPoints };
}

/** Scores an answer against resolved slide data, after validating both. */
export function scoreOf(resolution: SlideResolution<AnyPlugin>, answer: unknown): SlideScoreResult {
  const max = maxPointsOf(resolution);
  if (!max.ok || resolution.status !== 'ok') return max.ok ? { ok: false, issues: [] } : max;
  return scoreResolvedAnswer(coreOf(resolution.plugin), resolution.data, max, answer);
}

/**
 * `registry.score` for a host that keeps slides resolved: `data` as `registry.resolve` gave it (migrated, valid)
 * and `max` as `registry.maxPoints` gave it for the same slide, both computed once; the answer is validated and
 * scored as `registry.score` would, points outside 0..max refused.
 */
export function scoreResolvedAnswer(
  core: AnySlideCore,
  data: unknown,
  max: SlideMaxPointsResult,
  answer: unknown,
): SlideScoreResult {
  if (!max.ok) return max;
  const answerIssues = core.validateAnswer(data, answer);
  if (answerIssues.length > 0) return { ok: false, issues: answerIssues };
  if (!core.scoreable || !core.scoring) return { ok: true, points: 0, maxPoints: 0 };
  const parsedAnswer = core.answerSchema.parse(answer);
  const points = core.scoring.score(data, parsedAnswer);
  if (!Number.isFinite(points) || points < 0 || points > max.maxPoints) {
    return {
      ok: false,
      issues: [wholeValueIssue('score_out_of_range', SLIDE_MESSAGES.scoreOutOfRange(points, max.maxPoints))],
    };
  }
  return { ok: true, points, maxPoints: max.maxPoints };
}
