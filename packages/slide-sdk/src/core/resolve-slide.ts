import { parseSlideEnvelope } from './envelope.js';
import { migrateEnvelope } from './migrations.js';
import { SLIDE_MESSAGES } from './messages.js';
import type { LessonType } from './constants.js';
import type { AnySlideCore } from './any-plugin.js';
import type { SlideCore, SlideEnvelope, SlideIssue } from './types.js';

/**
 * What the host may do with a stored slide. In every status but `ok` the host shows a placeholder with
 * `message` and keeps the original envelope verbatim (saving never destroys it).
 */
export type SlideResolution<P> =
  | {
      status: 'ok';
      plugin: P;
      /** Data at the current schema version, parsed by `dataSchema` (it may still fail the plugin's own rules). */
      data: unknown;
      /** The envelope at the current schema version (the input itself when no migration ran). */
      envelope: SlideEnvelope;
      /** Whether migrations ran; the host may save `envelope` back. */
      migrated: boolean;
    }
  | { status: 'unknown-type'; message: string; type: string }
  | { status: 'invalid'; message: string; issues: SlideIssue[] }
  | { status: 'not-allowed'; message: string; plugin: P }
  | { status: 'migration-failed'; message: string; issues: SlideIssue[]; failedAt: number; plugin: P };

/** Resolves a stored value against a plugin lookup. Pure: never throws, never mutates the input. */
export function resolveSlide<P extends AnySlideCore | { core: AnySlideCore }>(
  find: (type: string) => (P & Pick<SlideCore, 'type' | 'displayName' | 'allowedLessonTypes'>) | undefined,
  stored: unknown,
  lessonType?: LessonType,
): SlideResolution<P> {
  const parsedEnvelope = parseSlideEnvelope(stored);
  if (!parsedEnvelope.ok)
    return { status: 'invalid', message: SLIDE_MESSAGES.slideInvalid, issues: parsedEnvelope.issues };
  const { envelope } = parsedEnvelope;
  const plugin = find(envelope.type);
  if (!plugin)
    return {
      status: 'unknown-type',
      type: envelope.type,
      message: SLIDE_MESSAGES.pluginNotFound(envelope.type),
    };
  if (lessonType !== undefined && !plugin.allowedLessonTypes.includes(lessonType)) {
    return {
      status: 'not-allowed',
      plugin,
      message: SLIDE_MESSAGES.notAllowed(plugin.displayName, plugin.type, lessonType),
    };
  }
  const core = coreOf(plugin);
  const migration = migrateEnvelope(core, envelope);
  if (!migration.ok) {
    return {
      status: 'migration-failed',
      plugin,
      failedAt: migration.failedAt,
      issues: migration.issues,
      message: SLIDE_MESSAGES.migrationFailed(envelope.type, migration.failedAt),
    };
  }
  const parsed = core.dataSchema.safeParse(migration.envelope.data);
  if (!parsed.success)
    return {
      status: 'invalid',
      message: SLIDE_MESSAGES.slideInvalid,
      issues: core.validate(migration.envelope.data),
    };
  return {
    status: 'ok',
    plugin,
    data: parsed.data,
    envelope: migration.envelope,
    migrated: migration.migrated,
  };
}

/** The framework-free core of a registered core or plugin. */
export function coreOf(plugin: AnySlideCore | { core: AnySlideCore }): SlideCore<unknown, unknown, unknown> {
  return 'core' in plugin ? plugin.core : plugin;
}
