import {
  LESSON_MESSAGES,
  type LessonSlideView,
  type LessonType,
  type SlidePlaceholder,
} from '@platform/contracts';
import type { SlideRow } from '../lessons/lessons.repository.js';
import { learnerMarkdownHtml } from './learner-markdown.js';
import type { AnySlideCore, ServerSlideRegistry } from './slide-registry.js';

/** Who looks at a slide: authors and teachers get the data, pupils the redacted data. */
export type SlideAudience = 'author' | 'learner';

/** The stored envelope of a slide row. */
export const envelopeOf = (slide: SlideRow) => ({
  type: slide.type,
  pluginVersion: slide.pluginVersion,
  schemaVersion: slide.schemaVersion,
  data: slide.data,
});

/** A slide a pupil can complete: resolved by its plugin, migrated, and passing the plugin's own rules. */
export type UsableSlide =
  | { status: 'ok'; core: AnySlideCore; data: unknown }
  | { status: 'placeholder'; placeholder: SlidePlaceholder };

/** Resolves a stored slide for completion and scoring; anything the plugin cannot handle becomes a placeholder. */
export function usableSlide(
  registry: ServerSlideRegistry,
  slide: SlideRow,
  lessonType: LessonType,
): UsableSlide {
  const resolution = registry.resolve(envelopeOf(slide), lessonType);
  if (resolution.status !== 'ok')
    return { status: 'placeholder', placeholder: { status: resolution.status, message: resolution.message } };
  if (resolution.plugin.validate(resolution.data).length > 0) {
    return {
      status: 'placeholder',
      placeholder: { status: 'invalid', message: LESSON_MESSAGES.slideInvalid },
    };
  }
  return { status: 'ok', core: resolution.plugin, data: resolution.data };
}

/**
 * A stored slide as the API shows it. Authors get the data migrated to the current schema when possible,
 * else verbatim with a placeholder (saving never destroys it). Pupils get only `redactForLearner` output, with
 * the markdown the plugin names rendered and sanitized (`markdownHtml`); a slide its plugin cannot handle comes
 * as a placeholder without data, never dropped.
 */
export function toSlideView(
  registry: ServerSlideRegistry,
  slide: SlideRow,
  lessonType: LessonType,
  audience: SlideAudience,
): LessonSlideView {
  const base = { id: String(slide.id), number: slide.position, type: slide.type };
  if (audience === 'learner') {
    const usable = usableSlide(registry, slide, lessonType);
    if (usable.status !== 'ok') {
      return {
        ...base,
        pluginVersion: slide.pluginVersion,
        schemaVersion: slide.schemaVersion,
        data: null,
        placeholder: usable.placeholder,
      };
    }
    const data = usable.core.redactForLearner(usable.data);
    const markdownHtml = learnerMarkdownHtml(usable.core.markdownPaths, data);
    return {
      ...base,
      pluginVersion: usable.core.version,
      schemaVersion: usable.core.schemaVersion,
      data,
      placeholder: null,
      ...(markdownHtml && { markdownHtml }),
    };
  }
  const resolution = registry.resolve(envelopeOf(slide), lessonType);
  if (resolution.status === 'ok') {
    const { pluginVersion, schemaVersion, data } = resolution.envelope;
    return { ...base, pluginVersion, schemaVersion, data, placeholder: null };
  }
  return {
    ...base,
    pluginVersion: slide.pluginVersion,
    schemaVersion: slide.schemaVersion,
    data: slide.data,
    placeholder: { status: resolution.status, message: resolution.message },
  };
}
