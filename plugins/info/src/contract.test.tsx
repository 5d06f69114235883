import { runSlidePluginContract } from '@platform/slide-sdk/testing';
import { infoFixtures } from './fixtures.js';
import { infoPlugin } from './index.js';

runSlidePluginContract(infoPlugin, infoFixtures);
