import { SDK_VERSION } from '../version.js';
import { dryRunMigrations, type SlideDryRunReport } from './dry-run.js';
import { parseSlideEnvelope } from './envelope.js';
import { wholeValueIssue } from './issues.js';
import { migrateEnvelope, type SlideMigrationResult } from './migrations.js';
import { SLIDE_MESSAGES } from './messages.js';
import { checkPluginMetadata, pluginLabel } from './plugin-checks.js';
import { SlidePluginNotFoundError, SlideRegistryError } from './registry-error.js';
import { coreOf, resolveSlide, type SlideResolution } from './resolve-slide.js';
import {
  maxPointsOf,
  resolutionIssues,
  scoreOf,
  type SlideMaxPointsResult,
  type SlideScoreResult,
} from './scoring.js';
import type { LessonType } from './constants.js';
import type { RegistrablePlugin } from './any-plugin.js';
import type { SlideCore, SlideEnvelope, SlideIssue } from './types.js';

export type { RegistrablePlugin };

/** Options of {@link createSlideRegistry}. */
export interface SlideRegistryOptions {
  /** SDK version the plugins' `sdk` ranges are checked against; defaults to {@link SDK_VERSION}. */
  sdkVersion?: string;
}

/** The plugins of one host, checked once, with everything the editor, the completion engine and the server need. */
export interface SlideRegistry<P extends RegistrablePlugin> {
  readonly sdkVersion: string;
  /** Registered plugins in registration order. */
  list(): readonly P[];
  get(type: string): P | undefined;
  has(type: string): boolean;
  /** The plugin of `type`; throws {@link SlidePluginNotFoundError} ("Plugin pentru tipul de slide X nu a fost găsit"). */
  require(type: string): P;
  /** Plugins whose `allowedLessonTypes` contain `lessonType` (the add-slide menu). */
  forLessonType(lessonType: LessonType): P[];
  /** A new slide of `type` with default data and the current plugin and schema versions. */
  createSlide(type: string): SlideEnvelope;
  /**
   * Loads a stored slide: checks the envelope, finds the plugin, checks the lesson type (when given),
   * migrates lazily and checks the data shape. Never throws; on any status but `ok` keep the stored value verbatim.
   */
  resolve(envelope: SlideEnvelope | unknown, lessonType?: LessonType): SlideResolution<P>;
  /** Every issue that blocks saving: envelope, type, lesson type, migration, schema and the plugin's own rules. */
  validateSlide(envelope: SlideEnvelope | unknown, lessonType?: LessonType): SlideIssue[];
  /** Brings an envelope to its plugin's current schema version (unknown types fail with `failedAt` = stored version). */
  migrate(envelope: SlideEnvelope): SlideMigrationResult;
  /** Reports what a migration run would do, without changing anything. */
  dryRunMigrations(items: readonly { id: string; envelope: SlideEnvelope | unknown }[]): SlideDryRunReport;
  /** Highest points of a stored slide; non-scoreable types give 0, unknown or invalid slides give `ok: false`. */
  maxPoints(envelope: SlideEnvelope | unknown): SlideMaxPointsResult;
  /** Validates the answer, then scores it from the stored slide data (the server's source of truth). */
  score(envelope: SlideEnvelope | unknown, answer: unknown): SlideScoreResult;
}

/**
 * Checks every plugin against the contract and returns the registry. Throws {@link SlideRegistryError}
 * listing all problems (version not X.Y.Z, type not uppercase, `sdk` range not accepting the SDK version,
 * scoreable without scoring, duplicate type, broken migration chain, bad `schemaVersion`...).
 */
export function createSlideRegistry<P extends RegistrablePlugin>(
  plugins: readonly P[],
  options: SlideRegistryOptions = {},
): SlideRegistry<P> {
  const sdkVersion = options.sdkVersion ?? SDK_VERSION;
  const problems: string[] = [];
  const byType = new Map<string, P>();
  for (const plugin of plugins) {
    problems.push(...checkPluginMetadata(plugin as SlideCore<unknown, unknown, unknown>, sdkVersion));
    const previous = byType.get(plugin.type);
    if (previous)
      problems.push(
        `Tipul de slide ${plugin.type} este înregistrat de două ori (${pluginLabel(previous)} și ${pluginLabel(plugin)})`,
      );
    else byType.set(plugin.type, plugin);
  }
  if (problems.length > 0) throw new SlideRegistryError(problems);

  const registered = [...plugins];
  const get = (type: string) => byType.get(type);
  const findCore = (type: string) => {
    const plugin = byType.get(type);
    return plugin ? coreOf(plugin) : undefined;
  };
  const resolve = (envelope: unknown, lessonType?: LessonType) => resolveSlide<P>(get, envelope, lessonType);
  const requirePlugin = (type: string): P => {
    const plugin = byType.get(type);
    if (!plugin) throw new SlidePluginNotFoundError(type, SLIDE_MESSAGES.pluginNotFound(type));
    return plugin;
  };

  return {
    sdkVersion,
    list: () => registered,
    get,
    has: (type) => byType.has(type),
    require: requirePlugin,
    forLessonType: (lessonType) =>
      registered.filter((plugin) => plugin.allowedLessonTypes.includes(lessonType)),
    createSlide(type) {
      const plugin = requirePlugin(type);
      return {
        type: plugin.type,
        pluginVersion: plugin.version,
        schemaVersion: plugin.schemaVersion,
        data: plugin.createDefault(),
      };
    },
    resolve,
    validateSlide(envelope, lessonType) {
      const resolution = resolve(envelope, lessonType);
      if (resolution.status !== 'ok') return resolutionIssues(resolution);
      return coreOf(resolution.plugin).validate(resolution.data);
    },
    migrate(envelope) {
      const parsed = parseSlideEnvelope(envelope);
      if (!parsed.ok) return { ok: false, issues: parsed.issues, failedAt: 0 };
      const core = findCore(parsed.envelope.type);
      if (!core) {
        const message = SLIDE_MESSAGES.pluginNotFound(parsed.envelope.type);
        return {
          ok: false,
          issues: [wholeValueIssue('unknown_type', message)],
          failedAt: parsed.envelope.schemaVersion,
        };
      }
      return migrateEnvelope(core, parsed.envelope);
    },
    dryRunMigrations: (items) => dryRunMigrations(findCore, items),
    maxPoints: (envelope) => maxPointsOf(resolve(envelope)),
    score: (envelope, answer) => scoreOf(resolve(envelope), answer),
  };
}
