import {
  LESSON_MESSAGES,
  summarizeIssues,
  validateLessonDraft,
  type LessonIssue,
  type LessonSlide,
  type LessonType,
} from '@platform/contracts';
import { slideRegistry } from '../../../slides/index.js';

/** The draft the editor validates and saves (the contract's LessonDraft input). */
export interface EditorDraft {
  type: LessonType;
  title: string;
  description: string;
  deadline: number | null;
  punctajMaxim: number;
  image: string | null;
  isHidden: boolean;
  slides: LessonSlide[];
}

const METADATA_FIELDS = new Set(['title', 'description', 'punctajMaxim', 'image', 'isHidden', 'type']);

/**
 * Every rule of spec 001 §5 via the shared `validateLessonDraft` (the server runs the same). That function
 * stops at metadata shape errors, so the slide rules are also run on a copy with valid metadata: the author
 * sees all problems at once, metadata first.
 */
export function validateEditorDraft(draft: EditorDraft, now: number = Date.now()): LessonIssue[] {
  const issues = validateLessonDraft(draft, slideRegistry, { now });
  const metadataFailed = issues.some((issue) => METADATA_FIELDS.has(String(issue.path[0])));
  if (!metadataFailed) return issues;
  const body = validateLessonDraft(
    { ...draft, title: 'x', description: 'x', punctajMaxim: 0, image: null, isHidden: false },
    slideRegistry,
    { now },
  );
  const seen = new Set(issues.map((issue) => `${issue.path.join('.')}|${issue.message}`));
  return [...issues, ...body.filter((issue) => !seen.has(`${issue.path.join('.')}|${issue.message}`))];
}

/** The sidebar's list: the first three messages, then '+N erori' (spec 001 §2). */
export function issueSummary(issues: readonly LessonIssue[]): string[] {
  return summarizeIssues(issues);
}

/** Message for an add beyond the maximum, or null when one more slide fits. */
export function addSlideProblem(maxSlides: number, count: number): string | null {
  return count >= maxSlides ? LESSON_MESSAGES.maxSlidesReached(maxSlides) : null;
}

/** Message for a removal at the minimum, or null when one slide can go. */
export function removeSlideProblem(minSlides: number, count: number): string | null {
  return count <= minSlides ? LESSON_MESSAGES.minSlidesRequired(minSlides) : null;
}
