import { runSlidePluginContract } from '@platform/slide-sdk/testing';
import { textFixtures } from './fixtures.js';
import { textPlugin } from './index.js';

runSlidePluginContract(textPlugin, textFixtures);
