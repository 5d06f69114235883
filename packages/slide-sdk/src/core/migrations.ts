import { describeThrown, wholeValueIssue } from './issues.js';
import { SLIDE_MESSAGES } from './messages.js';
import type { SlideCore, SlideEnvelope, SlideIssue } from './types.js';

/** Result of migrating one envelope to its plugin's current schema version. */
export type SlideMigrationResult<Data = unknown> =
  | { ok: true; envelope: SlideEnvelope<Data>; migrated: boolean }
  | {
      ok: false;
      issues: SlideIssue[];
      /** The `fromVersion` of the step that failed (or of the stored data when no step could run). */
      failedAt: number;
    };

/**
 * Runs the migration chain N -> N+1 -> ... -> `schemaVersion` on a copy of `envelope.data` and checks
 * the last output against `dataSchema`. Envelopes already at the current version come back unchanged
 * (same object), and the input is never mutated. Data newer than the installed plugin is refused.
 */
export function migrateEnvelope<Data>(
  core: SlideCore<Data, unknown, unknown>,
  envelope: SlideEnvelope,
): SlideMigrationResult<Data> {
  const from = envelope.schemaVersion;
  if (from === core.schemaVersion)
    return { ok: true, envelope: envelope as SlideEnvelope<Data>, migrated: false };
  if (from > core.schemaVersion) {
    return {
      ok: false,
      failedAt: from,
      issues: [
        wholeValueIssue('schema_too_new', SLIDE_MESSAGES.schemaTooNew(core.type, from, core.schemaVersion)),
      ],
    };
  }
  let data: unknown;
  try {
    // A copy, so a migration that mutates its input cannot touch the caller's (stored) data.
    data = structuredClone(envelope.data);
  } catch (thrown) {
    return {
      ok: false,
      failedAt: from,
      issues: [
        wholeValueIssue('migration_failed', SLIDE_MESSAGES.migrationStepThrew(from, describeThrown(thrown))),
      ],
    };
  }
  for (let version = from; version < core.schemaVersion; version += 1) {
    const step = core.migrations.find((migration) => migration.fromVersion === version);
    if (!step) {
      return {
        ok: false,
        failedAt: version,
        issues: [wholeValueIssue('migration_missing', SLIDE_MESSAGES.migrationFailed(core.type, version))],
      };
    }
    try {
      data = step.up(data);
    } catch (thrown) {
      return {
        ok: false,
        failedAt: version,
        issues: [
          wholeValueIssue(
            'migration_failed',
            SLIDE_MESSAGES.migrationStepThrew(version, describeThrown(thrown)),
          ),
        ],
      };
    }
  }
  const parsed = core.dataSchema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      failedAt: core.schemaVersion - 1,
      issues: [
        wholeValueIssue('migration_output_invalid', SLIDE_MESSAGES.migrationOutputInvalid),
        ...core.validate(data),
      ],
    };
  }
  return {
    ok: true,
    migrated: true,
    envelope: {
      type: envelope.type,
      pluginVersion: core.version,
      schemaVersion: core.schemaVersion,
      data: parsed.data,
    },
  };
}
