/**
 * `@platform/slide-sdk`: the versioned contract of slide plugins. This entry has no React at runtime,
 * so the server can import it; React parts are only referenced as types.
 */
export * from './core/constants.js';
export type * from './core/types.js';
export { SDK_VERSION } from './version.js';
export { defineSlideCore } from './core/define-slide-core.js';
export { defineSlidePlugin } from './core/define-slide-plugin.js';
export {
  createSlideRegistry,
  type RegistrablePlugin,
  type SlideRegistry,
  type SlideRegistryOptions,
} from './core/registry.js';
export { SlideRegistryError, SlidePluginNotFoundError } from './core/registry-error.js';
export { checkPluginMetadata, isStrictVersion } from './core/plugin-checks.js';
export {
  SlideEnvelopeSchema,
  SLIDE_TYPE_PATTERN,
  parseSlideEnvelope,
  type ParsedSlideEnvelope,
} from './core/envelope.js';
export { migrateEnvelope, type SlideMigrationResult } from './core/migrations.js';
export type { SlideResolution } from './core/resolve-slide.js';
export { scoreResolvedAnswer, type SlideMaxPointsResult, type SlideScoreResult } from './core/scoring.js';
export type { SlideDryRunFailure, SlideDryRunReport } from './core/dry-run.js';
export { SlidePluginManifestSchema, slidePluginEntries, type SlidePluginManifest } from './core/manifest.js';
export { toSlideIssues } from './core/issues.js';
export { SLIDE_MESSAGES } from './core/messages.js';
export { findSecretPaths } from './core/secret-paths.js';
export { findMarkdownStrings } from './core/markdown-paths.js';
export {
  SLIDE_FEEDBACK_OUTCOMES,
  SlideFeedbackItemSchema,
  SlideFeedbackSchema,
  slideFeedbackOf,
  type SlideFeedback,
  type SlideFeedbackResult,
  type SlideFeedbackItem,
  type SlideFeedbackOutcome,
} from './core/feedback.js';
