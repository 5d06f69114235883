import { runSlidePluginContract } from '@platform/slide-sdk/testing';
import { orderingFixtures } from './fixtures.js';
import { orderingPlugin } from './index.js';

runSlidePluginContract(orderingPlugin, orderingFixtures);
