import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverSlidePluginPackages } from '@platform/slide-sdk/discovery';
import { discoverSlidePlugins, renderSlidePluginModule } from './discover-slide-plugins.js';
import { GENERATED_MODULE } from './slide-plugins-vite-plugin.js';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('slide plugin discovery', () => {
  it('finds the plugins among the web app dependencies by their "slidePlugin" field', () => {
    expect(discoverSlidePlugins(webDir).map((plugin) => plugin.packageName)).toEqual([
      '@platform/slide-image-upload',
      '@platform/slide-info',
      '@platform/slide-ordering',
      '@platform/slide-question',
      '@platform/slide-text',
      '@platform/slide-video-preview',
    ]);
  });

  it('keeps the committed generated module in sync (a rebuild rewrites it)', () => {
    const committed = readFileSync(path.join(webDir, GENERATED_MODULE), 'utf8');
    expect(committed).toBe(renderSlidePluginModule(discoverSlidePlugins(webDir)));
  });

  it('uses the SDK discovery rule, the same one as the server', () => {
    expect(discoverSlidePlugins(webDir)).toEqual(discoverSlidePluginPackages(webDir));
    const serverDir = path.resolve(webDir, '../server');
    const typesOf = (dir: string) => discoverSlidePluginPackages(dir).map((plugin) => plugin.packageName);
    expect(typesOf(serverDir)).toEqual(typesOf(webDir));
  });
});
