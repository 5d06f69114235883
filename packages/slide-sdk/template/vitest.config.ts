import { defineConfig } from 'vitest/config';

// Used when the plugin is developed on its own; inside the platform monorepo the root config runs it.
export default defineConfig({
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
