/** How many words of a slide's text the slide strip shows. */
const WORDS = 6;

/** The first text found in a slide's data, depth first (works for any plugin's data shape). */
function firstText(value: unknown, depth = 0): string | null {
  if (depth > 4 || value === null || value === undefined) return null;
  if (typeof value === 'string') {
    // Markdown or HTML marks and URLs are not words an author recognises a slide by.
    const plain = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/[#*_>`~[\]()!]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return plain && !/^https?:\/\//.test(plain) ? plain : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item, depth + 1);
      if (text) return text;
    }
    return null;
  }
  if (typeof value === 'object') {
    for (const item of Object.values(value as Record<string, unknown>)) {
      const text = firstText(item, depth + 1);
      if (text) return text;
    }
  }
  return null;
}

/** The first words of a slide, for its row in the slide strip ('' when it has no text yet). */
export function slideFirstWords(data: unknown): string {
  const text = firstText(data);
  if (!text) return '';
  const words = text.split(' ');
  return words.length > WORDS ? `${words.slice(0, WORDS).join(' ')}…` : text;
}
