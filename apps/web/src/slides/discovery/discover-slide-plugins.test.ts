import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { slidePluginEntries } from '@platform/slide-sdk';
import { discoverSlidePlugins, pluginEntriesOf, renderSlidePluginModule } from './discover-slide-plugins.js';
import { GENERATED_MODULE } from './slide-plugins-vite-plugin.js';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('slide plugin discovery', () => {
  it('finds the plugins among the web app dependencies by their "slidePlugin" field', () => {
    expect(discoverSlidePlugins(webDir).map((plugin) => plugin.packageName)).toEqual([
      '@platform/slide-image-upload',
      '@platform/slide-info',
      '@platform/slide-question',
      '@platform/slide-text',
      '@platform/slide-video-preview',
    ]);
  });

  it('keeps the committed generated module in sync (a rebuild rewrites it)', () => {
    const committed = readFileSync(path.join(webDir, GENERATED_MODULE), 'utf8');
    expect(committed).toBe(renderSlidePluginModule(discoverSlidePlugins(webDir)));
  });

  it('reads the field like the SDK does', () => {
    const samples = [
      { name: '@x/a', slidePlugin: { core: './core', ui: '.' } },
      { name: '@x/b', slidePlugin: { core: './server', ui: './react' } },
      { name: '@x/c', slidePlugin: { core: 'core', ui: '.' } },
      { name: '@x/d' },
      { slidePlugin: { core: './core', ui: '.' } },
    ];
    for (const sample of samples) expect(pluginEntriesOf(sample)).toEqual(slidePluginEntries(sample));
  });
});
