import type { EditorSlide } from './editor-slides.js';

/** Editor rows for component tests: one INFO slide per key, its markdown the key itself. */
export function infoSlides(keys: readonly string[]): EditorSlide[] {
  return keys.map((key, index) => ({
    key,
    slide: {
      number: index + 1,
      type: 'INFO',
      pluginVersion: '1.0.0',
      schemaVersion: 1,
      data: { markdown: key },
    },
  }));
}
