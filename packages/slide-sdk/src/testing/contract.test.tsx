import { choiceFixtures } from '../__fixtures__/choice-fixtures.js';
import { choicePlugin } from '../__fixtures__/choice-plugin.js';
import { runSlidePluginContract } from './run-slide-plugin-contract.js';

// The kit passes a correct plugin (and contract-fails.test.tsx proves it fails broken ones).
runSlidePluginContract(choicePlugin, choiceFixtures);
