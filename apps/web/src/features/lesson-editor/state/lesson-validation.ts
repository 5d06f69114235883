import {
  LESSON_MESSAGES,
  summarizeIssues,
  validateLessonDraft,
  type LessonIssue,
  type LessonSlide,
  type LessonType,
  type SlideValidator,
} from '@platform/contracts';
import { slideRegistry } from '../../../slides/index.js';

/** What the server knows of the stored lesson, so the editor applies the same exemptions. */
export interface StoredLessonFacts {
  /** The stored deadline; an unchanged deadline is not re-checked (an expired homework stays editable). */
  deadline: number | null;
}

/**
 * Like the server: a stored slide whose plugin is not installed is sent back unchanged (the editor never
 * edits a placeholder), so it must not make the lesson unsaveable.
 */
const slideValidator: SlideValidator = {
  validateSlide(envelope, lessonType) {
    const slide = envelope as { id?: string; type: string };
    if (slide.id !== undefined && !slideRegistry.has(slide.type)) return [];
    return slideRegistry.validateSlide(envelope, lessonType);
  },
};

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
export function validateEditorDraft(
  draft: EditorDraft,
  now: number = Date.now(),
  stored?: StoredLessonFacts,
): LessonIssue[] {
  const checkDeadline = stored === undefined || stored.deadline !== draft.deadline;
  const issues = validateLessonDraft(draft, slideValidator, { now, checkDeadline });
  const metadataFailed = issues.some((issue) => METADATA_FIELDS.has(String(issue.path[0])));
  if (!metadataFailed) return issues;
  const body = validateLessonDraft(
    { ...draft, title: 'x', description: 'x', punctajMaxim: 0, image: null, isHidden: false },
    slideValidator,
    { now, checkDeadline },
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
