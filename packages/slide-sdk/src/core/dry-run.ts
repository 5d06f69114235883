import { parseSlideEnvelope } from './envelope.js';
import { wholeValueIssue } from './issues.js';
import { migrateEnvelope } from './migrations.js';
import { SLIDE_MESSAGES } from './messages.js';
import type { SlideCore, SlideEnvelope, SlideIssue } from './types.js';

/** One stored slide that the migration dry run could not bring to its current schema. */
export interface SlideDryRunFailure {
  id: string;
  type: string;
  /** `fromVersion` of the migration step that failed (the stored version when no step could run). */
  fromVersion: number;
  /** Schema version of the stored data. */
  storedVersion: number;
  message: string;
  issues: SlideIssue[];
}

/** Report of `registry.dryRunMigrations`: nothing is written, the input is never mutated. */
export interface SlideDryRunReport {
  total: number;
  /** How many slides are already at their plugin's current schema version. */
  upToDate: number;
  /** Ids of slides that would be migrated successfully. */
  migrated: string[];
  failed: SlideDryRunFailure[];
}

/** Runs the migrations of every item without saving anything; unknown types are reported as failed. */
export function dryRunMigrations(
  find: (type: string) => SlideCore<unknown, unknown, unknown> | undefined,
  items: readonly { id: string; envelope: SlideEnvelope | unknown }[],
): SlideDryRunReport {
  const report: SlideDryRunReport = { total: items.length, upToDate: 0, migrated: [], failed: [] };
  for (const { id, envelope: stored } of items) {
    const parsed = parseSlideEnvelope(stored);
    if (!parsed.ok) {
      const raw = (stored ?? {}) as { type?: unknown; schemaVersion?: unknown };
      report.failed.push({
        id,
        type: typeof raw.type === 'string' ? raw.type : '',
        fromVersion: typeof raw.schemaVersion === 'number' ? raw.schemaVersion : 0,
        storedVersion: typeof raw.schemaVersion === 'number' ? raw.schemaVersion : 0,
        message: SLIDE_MESSAGES.envelopeInvalid,
        issues: parsed.issues,
      });
      continue;
    }
    const { envelope } = parsed;
    const core = find(envelope.type);
    if (!core) {
      const message = SLIDE_MESSAGES.pluginNotFound(envelope.type);
      report.failed.push({
        id,
        type: envelope.type,
        fromVersion: envelope.schemaVersion,
        storedVersion: envelope.schemaVersion,
        message,
        issues: [wholeValueIssue('unknown_type', message)],
      });
      continue;
    }
    const result = migrateEnvelope(core, envelope);
    if (!result.ok) {
      report.failed.push({
        id,
        type: envelope.type,
        fromVersion: result.failedAt,
        storedVersion: envelope.schemaVersion,
        message: SLIDE_MESSAGES.migrationFailed(envelope.type, result.failedAt),
        issues: result.issues,
      });
    } else if (result.migrated) report.migrated.push(id);
    else report.upToDate += 1;
  }
  return report;
}
