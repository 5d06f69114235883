import { runSlidePluginContract } from '@platform/slide-sdk/testing';
import { videoPreviewFixtures } from './fixtures.js';
import { videoPreviewPlugin } from './index.js';

runSlidePluginContract(videoPreviewPlugin, videoPreviewFixtures);
