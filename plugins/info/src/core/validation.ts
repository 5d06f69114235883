import type { SlideIssue } from '@platform/slide-sdk';
import { INFO_IMAGE_ALT_MAX_LENGTH, INFO_MARKDOWN_MAX_LENGTH, type InfoData } from './schema.js';

/** Romanian messages of the INFO rules. */
export const infoMessages = {
  markdownRequired: 'Conținutul este obligatoriu',
  markdownTooLong: `Conținutul nu poate depăși ${INFO_MARKDOWN_MAX_LENGTH} caractere`,
  imageAltRequired: 'Descrierea imaginii este obligatorie',
  imageAltTooLong: `Descrierea imaginii nu poate depăși ${INFO_IMAGE_ALT_MAX_LENGTH} caractere`,
} as const;

/** Content is required; an image needs a description (alt text) for pupils who cannot see it. */
export function validateInfo(data: InfoData): SlideIssue[] {
  const issues: SlideIssue[] = [];
  const markdown = data.markdown.trim();
  if (markdown.length === 0)
    issues.push({ path: ['markdown'], code: 'required', message: infoMessages.markdownRequired });
  if (markdown.length > INFO_MARKDOWN_MAX_LENGTH)
    issues.push({ path: ['markdown'], code: 'too_big', message: infoMessages.markdownTooLong });
  const alt = data.imageAlt?.trim() ?? '';
  if (data.imageUrl && alt.length === 0)
    issues.push({ path: ['imageAlt'], code: 'required', message: infoMessages.imageAltRequired });
  if (alt.length > INFO_IMAGE_ALT_MAX_LENGTH)
    issues.push({ path: ['imageAlt'], code: 'too_big', message: infoMessages.imageAltTooLong });
  return issues;
}
