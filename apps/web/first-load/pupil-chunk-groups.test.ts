import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COMPLETION_MODULES,
  PUPIL_COMMON_MODULES,
  pupilChunkGroups,
  SLIDES_MODULES,
  STAFF_SCHEMA_MODULES,
  START_UP_LIBRARIES,
} from './pupil-chunk-groups.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The workspace's source files as rolldown names them: absolute, with forward slashes. */
function sourceFiles(): string[] {
  return ['apps/web/src', 'packages/contracts/src', 'packages/slide-sdk/src'].flatMap((folder) =>
    readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
      path.join(REPO_ROOT, folder, file).split(path.sep).join('/'),
    ),
  );
}

describe("the pupil's chunk groups", () => {
  // A renamed module would fall out of its group without a word: the page would be scattered over files again.
  it.each(
    [...STAFF_SCHEMA_MODULES, ...PUPIL_COMMON_MODULES, ...SLIDES_MODULES, ...COMPLETION_MODULES].map(
      (pattern) => [String(pattern), pattern],
    ),
  )('name a module that exists: %s', (_name, pattern) => {
    expect(sourceFiles().filter((file) => pattern.test(file))).not.toEqual([]);
  });

  const group = (name: string) => {
    const found = pupilChunkGroups.groups?.find((candidate) => candidate.name === name);
    if (!found || typeof found.test !== 'function') throw new Error(`no group ${name} with a test function`);
    return found.test;
  };

  it('put the completion page in its group, and not its lazily loaded outbox or a plugin UI', () => {
    const completion = group('completion');
    expect(completion(`${REPO_ROOT}apps/web/src/features/completion/pages/completion-page.tsx`)).toBe(true);
    expect(completion(`${REPO_ROOT}apps/web/src/features/completion/offline/offline-outbox.tsx`)).toBe(false);
    expect(completion(`${REPO_ROOT}plugins/question/src/index.tsx`)).toBe(false);
  });

  it("keep the staff's schemas that the lesson API imports out of the pupil's groups, and nothing more", () => {
    const staff = group('staff-schemas');
    const staffGroup = pupilChunkGroups.groups!.find((candidate) => candidate.name === 'staff-schemas')!;
    for (const file of ['lessons', 'paging', 'row-id'])
      expect(staff(`${REPO_ROOT}packages/contracts/src/${file}.ts`), file).toBe(true);
    expect(staff(`${REPO_ROOT}packages/contracts/src/lesson-api.ts`)).toBe(false);
    // Taken alone, above the pupil's groups: their own imports (lesson types, messages) are the pupil's.
    expect(staffGroup.includeDependenciesRecursively).toBe(false);
    const pupilCommon = pupilChunkGroups.groups!.find((candidate) => candidate.name === 'pupil-common')!;
    expect(staffGroup.priority).toBeGreaterThan(pupilCommon.priority!);
  });

  it.each(Object.values(START_UP_LIBRARIES).flat())(
    'name a start-up library that is installed: %s',
    (name) => {
      expect(existsSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'))).toBe(true);
    },
  );

  it("take a start-up library's modules by package, and no other package's", () => {
    const view = group('view-libraries');
    expect(view(`${REPO_ROOT}node_modules/preact/dist/preact.mjs`)).toBe(true);
    expect(view(`${REPO_ROOT}node_modules/react-router/dist/production/index.mjs`)).toBe(true);
    expect(view(`${REPO_ROOT}node_modules/react-router-dom/dist/index.mjs`)).toBe(false);
    expect(group('zod')(`${REPO_ROOT}node_modules/zod/v4/core/schemas.js`)).toBe(true);
  });

  it('match Windows paths too', () => {
    expect(group('pupil-common')('C:\\work\\apps\\web\\src\\shared\\dates\\format-date.ts')).toBe(true);
  });

  it('gather what the entry imports statically in one chunk, before the other groups', () => {
    const app = pupilChunkGroups.groups?.find((candidate) => candidate.name === 'app');
    expect(app?.tags).toEqual(['$initial']);
    const priorities = pupilChunkGroups.groups!.map((candidate) => candidate.priority ?? 0);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });
});
