import { runSlidePluginContract } from '@platform/slide-sdk/testing';
import { describe, expect, it } from 'vitest';
import { __camel__Fixtures } from './fixtures.js';
import { __camel__Plugin } from './index.js';
import packageJson from '../package.json' with { type: 'json' };

runSlidePluginContract(__camel__Plugin, __camel__Fixtures);

describe('package metadata', () => {
  it('declares the same version in the core and in package.json', () => {
    expect(__camel__Plugin.version).toBe(packageJson.version);
  });
});
