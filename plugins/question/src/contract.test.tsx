import { runSlidePluginContract } from '@platform/slide-sdk/testing';
import { questionFixtures } from './fixtures.js';
import { questionPlugin } from './index.js';

runSlidePluginContract(questionPlugin, questionFixtures);
