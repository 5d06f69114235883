import type { Rolldown } from 'vite';

type CodeSplittingOptions = Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>;

/**
 * The libraries every page evaluates at start-up, by package, in three files of their own beside the app's
 * code: one file of the whole entry cost 15-25 ms more of main-thread CPU in the entry's evaluation task than
 * the same modules in several files (measured, docs/performance.md), which Lighthouse counts four times.
 */
export const START_UP_LIBRARIES = {
  'view-libraries': ['preact', 'react-router'],
  'data-libraries': [
    'redux',
    'immer',
    'reselect',
    '@reduxjs/toolkit',
    'react-redux',
    'use-sync-external-store',
  ],
  zod: ['zod'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Modules both of a pupil's pages (the lesson lists and the completion) load, and the sign-in's submit lock:
 * small pieces of UI and the lesson API's schemas that rolldown's automatic splitting would otherwise put
 * in a file each, since staff pages share them too.
 */
export const PUPIL_COMMON_MODULES: readonly RegExp[] = [
  /\/apps\/web\/src\/shared\/dates\/format-date\.ts$/,
  /\/apps\/web\/src\/shared\/ui\/(page-header|load-failure-alert)\.tsx$/,
  /\/apps\/web\/src\/shared\/api\/load-failure\.ts$/,
  /\/apps\/web\/src\/shared\/forms\/use-submit-lock\.ts$/,
  /\/packages\/contracts\/src\/(lesson-api|lesson-messages|answer-states|lesson-types)\.ts$/,
  /\/packages\/slide-sdk\/src\/core\/constants\.ts$/,
];

/**
 * Contracts modules that the pupil's modules import for schemas only staff pages read: the lesson API's module
 * builds the editor's input schemas from the lesson draft (lessons.ts), the lists' query flags (paging.ts) and
 * row ids (row-id.ts). Tree-shaking leaves those schemas out of the pupil's chunks, but a group takes a
 * module's imports along whole (`includeDependenciesRecursively`), so without a group of their own these
 * modules would be built on every pupil's phone (e2e/first-load.spec.ts counts the schemas).
 */
export const STAFF_SCHEMA_MODULES: readonly RegExp[] = [
  /\/packages\/contracts\/src\/(lessons|paging|row-id)\.ts$/,
];

/**
 * The slide registry: with it come the SDK and the plugins' cores (everything it imports that no higher group
 * holds, rolldown's `includeDependenciesRecursively`), a file of their own for the reason above.
 */
export const SLIDES_MODULES: readonly RegExp[] = [/\/apps\/web\/src\/slides\/slide-registry\.ts$/];

/**
 * The lesson completion's page, with what it imports statically that no higher group holds. What it imports
 * dynamically stays in chunks of its own: each plugin's UI (fetched when its first slide shows) and the
 * offline outbox (when the browser is idle).
 */
export const COMPLETION_MODULES: readonly RegExp[] = [
  /\/apps\/web\/src\/features\/completion\/pages\/completion-page\.tsx$/,
];

const matchesAny = (patterns: readonly RegExp[], id: string) => patterns.some((pattern) => pattern.test(id));
const posix = (id: string) => id.replaceAll('\\', '/');
const inPackages = (names: readonly string[]) => (id: string) =>
  names.some((name) => posix(id).includes(`/node_modules/${name}/`));

/**
 * A pupil's page in a few files instead of dozens (docs/decisions.md, "A pupil's page in a few files"): on
 * HTTP/1.1 a phone fetches six files at a time, each at least one round trip of its network (150 ms on
 * slow 4G), so the completion route's 25 files cost about three round trips more than its bytes. By priority:
 * - the start-up libraries, three files, and `app`: the rest of what index.html's entry imports statically
 *   (rolldown's `$initial` tag; without the groups rolldown split it into eight files, since lazy pages
 *   share its modules, though the entry has always loaded them all);
 * - `staff-schemas`: three contracts modules kept out of the groups below (STAFF_SCHEMA_MODULES);
 * - `pupil-common`: what the pupil's two pages and the sign-in share;
 * - `slides` and `completion`: the lesson completion's code.
 * Staff pages that import one of these modules load its file too: a few kB on a desktop, once.
 */
export const pupilChunkGroups: CodeSplittingOptions = {
  groups: [
    ...Object.entries(START_UP_LIBRARIES).map(([name, packages], index) => ({
      name,
      tags: ['$initial' as const],
      priority: 40 - index,
      test: inPackages(packages),
    })),
    { name: 'app', tags: ['$initial'], priority: 30 },
    {
      name: 'staff-schemas',
      priority: 25,
      test: (id) => matchesAny(STAFF_SCHEMA_MODULES, posix(id)),
      // These three alone: what they import (the lesson types and messages) the pupil's pages need.
      includeDependenciesRecursively: false,
    },
    { name: 'pupil-common', priority: 20, test: (id) => matchesAny(PUPIL_COMMON_MODULES, posix(id)) },
    { name: 'slides', priority: 11, test: (id) => matchesAny(SLIDES_MODULES, posix(id)) },
    { name: 'completion', priority: 10, test: (id) => matchesAny(COMPLETION_MODULES, posix(id)) },
  ],
};
