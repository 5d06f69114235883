import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the published packages, the plugins and the app components.
const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../plugins/*/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js of MSW (stories that mock the API use msw-storybook-addon's loader).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.resolve ??= {};
    // Resolve workspace packages to their sources, like Vitest and the web app do.
    viteConfig.resolve.conditions = ['@platform/source', 'module', 'browser', 'development|production'];
    return viteConfig;
  },
};
export default config;
