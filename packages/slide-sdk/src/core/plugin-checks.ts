import { LESSON_TYPES } from './constants.js';
import { SLIDE_TYPE_PATTERN } from './envelope.js';
import { parseStrictVersion, sdkRangeAccepts } from './sdk-range.js';
import type { SlideCore } from './types.js';

/** Strict X.Y.Z: no prerelease, no build metadata, no leading zeros, no `v` prefix. */
export function isStrictVersion(version: unknown): version is string {
  return parseStrictVersion(version) !== undefined;
}

/** `TYPE@version` as shown in problems; tolerates missing metadata. */
export function pluginLabel(plugin: Pick<SlideCore, 'type' | 'version'>): string {
  return `${String(plugin.type)}@${String(plugin.version)}`;
}

/**
 * Every contract problem of one plugin's metadata, in Romanian, against the running SDK version.
 * Empty array means the plugin is acceptable. Duplicates are checked by the registry.
 */
export function checkPluginMetadata(
  plugin: SlideCore<unknown, unknown, unknown>,
  sdkVersion: string,
): string[] {
  const problems: string[] = [];
  const label = pluginLabel(plugin);
  if (plugin.kind !== 'slide-core' && (plugin as { kind?: string }).kind !== 'slide-plugin') {
    problems.push(`${label} nu a fost creat cu defineSlideCore sau defineSlidePlugin`);
  }
  if (typeof plugin.type !== 'string' || !SLIDE_TYPE_PATTERN.test(plugin.type)) {
    problems.push(`${label}: tipul "${String(plugin.type)}" trebuie să fie cu majuscule (^[A-Z][A-Z0-9_]*$)`);
  }
  if (!isStrictVersion(plugin.version)) {
    problems.push(`${label}: versiunea "${String(plugin.version)}" nu este de forma X.Y.Z`);
  }
  problems.push(...checkSdkRange(plugin, label, sdkVersion));
  if (
    plugin.scoreable &&
    (typeof plugin.scoring?.maxPoints !== 'function' || typeof plugin.scoring?.score !== 'function')
  ) {
    problems.push(
      `${label} este punctabil (scoreable) dar nu are funcțiile de punctare scoring.maxPoints și scoring.score`,
    );
  }
  problems.push(...checkSchemaVersionAndMigrations(plugin, label));
  problems.push(...checkShape(plugin, label));
  return problems;
}

function checkSdkRange(
  plugin: SlideCore<unknown, unknown, unknown>,
  label: string,
  sdkVersion: string,
): string[] {
  const accepts = typeof plugin.sdk === 'string' ? sdkRangeAccepts(plugin.sdk, sdkVersion) : undefined;
  if (accepts === undefined) {
    return [`${label}: intervalul sdk "${String(plugin.sdk)}" nu este un interval semver valid`];
  }
  return accepts ? [] : [`${label} cere slide-sdk ${plugin.sdk}, gazda are ${sdkVersion}`];
}

function checkSchemaVersionAndMigrations(
  plugin: SlideCore<unknown, unknown, unknown>,
  label: string,
): string[] {
  const { schemaVersion } = plugin;
  if (typeof schemaVersion !== 'number' || !Number.isInteger(schemaVersion) || schemaVersion < 1) {
    return [`${label}: schemaVersion trebuie să fie un număr întreg >= 1 (are ${String(schemaVersion)})`];
  }
  const migrations = Array.isArray(plugin.migrations) ? plugin.migrations : [];
  const found = migrations.map((migration) => migration?.fromVersion);
  const expected = Array.from({ length: schemaVersion - 1 }, (_, index) => index + 1);
  const contiguous =
    found.length === expected.length && found.every((version, index) => version === expected[index]);
  const problems: string[] = [];
  if (!contiguous) {
    problems.push(
      `${label}: migrațiile trebuie să fie lanțul continuu fromVersion 1..${schemaVersion - 1} pentru schemaVersion ${schemaVersion} (are [${found.join(', ')}])`,
    );
  }
  if (migrations.some((migration) => typeof migration?.up !== 'function')) {
    problems.push(`${label}: fiecare migrare trebuie să aibă o funcție up(data)`);
  }
  return problems;
}

function checkShape(plugin: SlideCore<unknown, unknown, unknown>, label: string): string[] {
  const problems: string[] = [];
  if (typeof plugin.displayName !== 'string' || plugin.displayName.trim() === '') {
    problems.push(`${label}: displayName lipsește`);
  }
  if (
    typeof plugin.dataSchema?.safeParse !== 'function' ||
    typeof plugin.answerSchema?.safeParse !== 'function'
  ) {
    problems.push(`${label}: dataSchema și answerSchema trebuie să fie scheme zod`);
  }
  for (const fn of ['createDefault', 'redactForLearner'] as const) {
    if (typeof plugin[fn] !== 'function') problems.push(`${label}: funcția ${fn} lipsește`);
  }
  if (!Array.isArray(plugin.secretPaths)) problems.push(`${label}: secretPaths trebuie să fie o listă`);
  if (!isListOfNonEmptyStrings(plugin.markdownPaths)) {
    problems.push(`${label}: markdownPaths trebuie să fie o listă de căi, fiecare un text nevid`);
  }
  const lessonTypes: readonly string[] = LESSON_TYPES;
  const unknownLessonTypes = (
    Array.isArray(plugin.allowedLessonTypes) ? plugin.allowedLessonTypes : []
  ).filter((lessonType) => !lessonTypes.includes(lessonType));
  if (!Array.isArray(plugin.allowedLessonTypes) || unknownLessonTypes.length > 0) {
    problems.push(
      `${label}: allowedLessonTypes conține tipuri de lecție necunoscute (${unknownLessonTypes.join(', ')}); permise: ${LESSON_TYPES.join(', ')}`,
    );
  }
  return problems;
}

function isListOfNonEmptyStrings(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== '');
}
