import type { QuestionLearnerOption } from './core/index.js';

/** The option's text, or a numbered name for an image-only option (also its image's alt text). */
export function optionLabel(option: QuestionLearnerOption, index: number): string {
  return option.text.trim() || `Varianta ${index + 1}`;
}
