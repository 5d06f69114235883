import type { LessonSlideView, LessonType } from '@platform/contracts';
import { toSlideView, type SlideAudience } from '../slides/slide-views.js';
import type { ServerSlideRegistry } from '../slides/slide-registry.js';
import type { SlideRow } from './lessons.repository.js';

interface KeptViews {
  version: number;
  lessonType: LessonType;
  slides: SlideRow[];
  views: Map<SlideAudience, readonly LessonSlideView[]>;
}

/**
 * The slides' views of the lessons being opened, kept in this server process per content version (issue 10:
 * every pupil of a class opens the same lesson, and reading its slides and making each view, redaction and
 * markdown included, was most of the call's cost). The caller reads the lesson's content version in the same
 * statement as the lesson (`viewOf`); a version that changed, in any process, makes the slides read again.
 * The slides are kept only when the version read after them is still the caller's: an edit committed in
 * between would otherwise be kept under the old version. Bounded: the least recently opened lesson goes
 * first. The views are shared by every response and frozen.
 */
export function createLessonViewsCache(
  registry: ServerSlideRegistry,
  read: {
    slides(lessonId: number): Promise<SlideRow[]>;
    contentVersion(lessonId: number): Promise<number>;
  },
  maxLessons = 500,
) {
  const kept = new Map<number, KeptViews>();

  async function entryOf(lessonId: number, lessonType: LessonType, version: number): Promise<KeptViews> {
    const hit = kept.get(lessonId);
    if (hit && hit.version === version && hit.lessonType === lessonType) {
      kept.delete(lessonId);
      kept.set(lessonId, hit);
      return hit;
    }
    const slides = await read.slides(lessonId);
    const entry: KeptViews = { version, lessonType, slides, views: new Map() };
    if ((await read.contentVersion(lessonId)) === version) {
      kept.delete(lessonId);
      kept.set(lessonId, entry);
      if (kept.size > maxLessons) kept.delete(kept.keys().next().value!);
    }
    return entry;
  }

  return {
    /** The views of the lesson's slides for this audience, as of `version` (the lesson's content version). */
    async views(
      lesson: { id: number; type: LessonType },
      version: number,
      audience: SlideAudience,
    ): Promise<readonly LessonSlideView[]> {
      const entry = await entryOf(lesson.id, lesson.type, version);
      let views = entry.views.get(audience);
      if (!views) {
        views = Object.freeze(
          entry.slides.map((slide) => Object.freeze(toSlideView(registry, slide, lesson.type, audience))),
        );
        entry.views.set(audience, views);
      }
      return views;
    },
  };
}
