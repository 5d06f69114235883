/**
 * `@platform/slide-sdk/testing`: the contract suite every slide plugin runs in its own tests.
 * Needs the optional peers vitest, @testing-library/react, axe-core (and react, react-dom).
 */
export {
  runSlidePluginContract,
  runSlideCoreContract,
  type SlideContractOptions,
} from './run-slide-plugin-contract.js';
export { createCoreContractChecks } from './core-checks.js';
export { displayNameWarnings } from './display-name-warning.js';
export { createUiContractChecks } from './ui-checks.js';
export { SlideContractError, type SlideContractCheck } from './contract-failure.js';
export { createTestHostServices } from './test-services.js';
export { findSecretPaths } from '../core/secret-paths.js';
export { findMarkdownStrings } from '../core/markdown-paths.js';
export {
  runPublishedPluginChecks,
  bareImportsOf,
  type PublishedPluginCheckOptions,
} from './published-package.js';
