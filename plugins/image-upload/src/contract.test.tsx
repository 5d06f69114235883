import { runSlidePluginContract } from '@platform/slide-sdk/testing';
import { imageUploadFixtures } from './fixtures.js';
import { imageUploadPlugin } from './index.js';

runSlidePluginContract(imageUploadPlugin, imageUploadFixtures);
