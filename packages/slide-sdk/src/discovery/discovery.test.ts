import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { slidePluginEntries as fromIndex } from '../index.js';
import { discoverSlidePluginPackages, slidePluginEntries } from './index.js';

const root = mkdtempSync(join(tmpdir(), 'slide-discovery-'));
const hostDir = join(root, 'apps', 'host');

function writePackage(dir: string, packageJson: object) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(packageJson));
}

const plugin = (name: string) => ({ name, version: '0.1.0', slidePlugin: { core: './core', ui: '.' } });

// A host whose plugins sit in its own node_modules and, like npm workspaces, in the root's.
writePackage(hostDir, {
  name: 'host',
  dependencies: {
    '@platform/slide-quiz-poll': '^0.1.0',
    '@acme/slide-poll': '^0.1.0',
    'eco-slide-poll': '^0.1.0',
    'left-pad': '^1.0.0',
    '@acme/broken': '^1.0.0',
    'not-installed': '^1.0.0',
  },
  optionalDependencies: { 'eco-slide-optional': '^1.0.0' },
});
writePackage(join(root, 'node_modules/@platform/slide-quiz-poll'), plugin('@platform/slide-quiz-poll'));
writePackage(join(hostDir, 'node_modules/@acme/slide-poll'), plugin('@acme/slide-poll'));
writePackage(join(root, 'node_modules/eco-slide-poll'), plugin('eco-slide-poll'));
writePackage(join(root, 'node_modules/eco-slide-optional'), {
  name: 'eco-slide-optional',
  slidePlugin: { core: './server', ui: './react' },
});
writePackage(join(root, 'node_modules/left-pad'), { name: 'left-pad' });
writePackage(join(root, 'node_modules/@acme/broken'), {
  name: '@acme/broken',
  slidePlugin: { core: 'core' },
});

describe('slide plugin discovery (the one rule of both apps)', () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds @platform, foreign-scoped and unscoped plugins among dependencies, sorted', () => {
    expect(discoverSlidePluginPackages(hostDir)).toEqual([
      { packageName: '@acme/slide-poll', core: '@acme/slide-poll/core', ui: '@acme/slide-poll' },
      {
        packageName: '@platform/slide-quiz-poll',
        core: '@platform/slide-quiz-poll/core',
        ui: '@platform/slide-quiz-poll',
      },
      {
        packageName: 'eco-slide-optional',
        core: 'eco-slide-optional/server',
        ui: 'eco-slide-optional/react',
      },
      { packageName: 'eco-slide-poll', core: 'eco-slide-poll/core', ui: 'eco-slide-poll' },
    ]);
  });

  it('reads the field the same way from the SDK entry and the discovery entry', () => {
    expect(fromIndex).toBe(slidePluginEntries);
    expect(slidePluginEntries({ name: 'x', slidePlugin: { core: 'core', ui: '.' } })).toBeUndefined();
    expect(slidePluginEntries({ slidePlugin: { core: './core', ui: '.' } })).toBeUndefined();
    expect(slidePluginEntries({ name: 'x', slidePlugin: null })).toBeUndefined();
  });
});
