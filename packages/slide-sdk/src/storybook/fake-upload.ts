import type { SlideHostServices } from '../core/types.js';

/** Options of {@link createStoryHostServices}. */
export interface StoryHostServicesOptions {
  /** Total simulated upload time in ms. Default 600. */
  durationMs?: number;
  /** Number of progress events. Default 4. */
  steps?: number;
}

/**
 * In-memory host services for Storybook: `uploadFile` reports simulated progress and resolves with an
 * object URL of the file itself, so uploaded images show up without a server.
 */
export function createStoryHostServices(options: StoryHostServicesOptions = {}): SlideHostServices {
  const { durationMs = 600, steps = 4 } = options;
  return {
    uploadFile(file, _category, onProgress) {
      return new Promise((resolve) => {
        let step = 0;
        const timer = setInterval(() => {
          step += 1;
          onProgress?.(step / steps);
          if (step >= steps) {
            clearInterval(timer);
            resolve({ url: URL.createObjectURL(file) });
          }
        }, durationMs / steps);
      });
    },
  };
}
