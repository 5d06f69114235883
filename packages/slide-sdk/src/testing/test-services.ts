import type { SlideHostServices } from '../core/types.js';

/** Host services for tests: `uploadFile` reports progress and resolves with a fake URL, recording each call. */
export function createTestHostServices(): SlideHostServices & {
  uploads: { name: string; category: string }[];
} {
  const uploads: { name: string; category: string }[] = [];
  return {
    uploads,
    async uploadFile(file, category, onProgress) {
      uploads.push({ name: file.name, category });
      onProgress?.(1);
      return { url: `https://files.test/${category}/${encodeURIComponent(file.name)}` };
    },
  };
}
