import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeChunks, type ChunkGraph } from './chunk-graph.js';

/** What a route fetches before its first screen shows: the entry plus these dynamically imported modules. */
export interface RouteLoad {
  name: string;
  path: string;
  /** Source modules (relative to apps/web) whose dynamic import() runs before the first screen. */
  lazyModules: string[];
  /** Most gzip bytes of JavaScript allowed: `npm test` fails above it. */
  gzipBudget: number;
  /** Where the route must get to (issue 10); reported beside the figure, not enforced while above it. */
  gzipGoal: number;
  /** Most JavaScript files: `npm test` fails above it (each file costs a phone a round trip, six at a time). */
  fileBudget: number;
  /**
   * Packages the route's slide plugin declares as its dependencies. They are the pupil's own slide code
   * on that route (ORDERING sorts with dnd-kit), so the staff-only rule does not apply to them there.
   */
  pluginDependencies?: string[];
}

/** kB as size-limit and browsers' dev tools count them. */
export const KB = 1000;
/** Issue 10's goal: a pupil's phone opening a lesson downloads at most this much JavaScript (gzip). */
export const PUPIL_ROUTE_GZIP_GOAL = 170 * KB;
/**
 * What `npm test` enforces today: the sizes of this build plus a little headroom, so any growth (a
 * library, an eager import) fails the build. Lower them as the routes shrink, until they reach the goal
 * (docs/performance.md, "Pupil's first load", says why they are not there yet).
 */
export const ENFORCED_GZIP_BUDGET = { signIn: 137 * KB, pupilHome: 126 * KB, completion: 170 * KB } as const;

/**
 * Most JavaScript files each route may load before its first screen: the chunk groups' counts of 2026-12-04
 * (first-load/pupil-chunk-groups.ts: 13, 10, 8 and 11-14 with a slide plugin's UI; 16, 17, 25 and 28-31
 * before) plus one. A change that scatters a pupil's page over many small files again fails `npm test`: on
 * HTTP/1.1 a phone fetches six at a time, each at least one round trip of its network.
 */
export const ENFORCED_FILE_BUDGET = {
  signIn: 14,
  pupilHome: 11,
  completionIntro: 9,
  firstSlide: 15,
} as const;

/**
 * zod schemas the completion route may build before its intro screen (e2e/first-load.spec.ts counts them
 * with zod's construction hook): a count, so no machine changes it. A ratchet at 2026-12-03's 358 plus
 * about 5 %: a staff schema that lands in a module a pupil's page loads is built on every pupil's phone.
 */
export const COMPLETION_SCHEMA_BUDGET = 376;

/** Code only staff use: it must never be in a chunk that a pupil route loads. */
export const STAFF_ONLY_MODULES: readonly RegExp[] = [
  /node_modules\/@tiptap\//,
  /node_modules\/prosemirror-/,
  /node_modules\/@tanstack\/(react-)?table/,
  /node_modules\/@tanstack\/(react-)?virtual/,
  /node_modules\/(echarts|zrender|echarts-for-react)\//,
  /node_modules\/exceljs\//,
  /node_modules\/@dnd-kit\//,
  /src\/features\/lesson-editor\//,
  /src\/features\/[a-z-]*report[a-z-]*\//,
  /src\/features\/(enrollment-requests|my-pupils)\//,
  // Issue 13: staff dashboards and their chart code (ECharts is matched above).
  /src\/features\/(edition-dashboard|class-progress)\//,
  /src\/shared\/charts\//,
  /src\/shared\/table\//,
  /src\/shared\/api\/(use-)?report-export/,
  // The contracts' staff-only schemas: a module's schemas are all built when a page loads it.
  /packages\/contracts\/src\/(answer-reviews|report-files)\.ts$/,
];

/** The lazy modules of a pupil's pages (src/app/routing/route-table.ts imports them). */
export const SIGN_IN_MODULE = 'src/features/auth/auth-pages.ts';
export const LESSON_LISTS_MODULE = 'src/features/lessons/index.ts';
export const COMPLETION_PAGE_MODULE = 'src/features/completion/pages/completion-page.tsx';

const GENERATED_PLUGIN_LIST = 'src/slides/generated/slide-plugin-modules.ts';

/**
 * The React UI module of every discovered slide plugin: the chunks that the generated plugin list
 * imports dynamically (one per plugin, fetched when a slide of that type first renders).
 */
export function slidePluginUiModules(
  graph: ChunkGraph,
): { type: string; moduleId: string; dependencies: string[] }[] {
  const holder = Object.values(graph.chunks).find((chunk) => chunk.moduleIds.includes(GENERATED_PLUGIN_LIST));
  if (!holder) throw new Error(`${GENERATED_PLUGIN_LIST} is in no chunk`);
  return (
    holder.dynamicImports
      .map((file) => graph.chunks[file]!.facadeModuleId)
      // Plugins are packages; the app's own modules and the workspace's other packages (the UI kit's lazy
      // markdown renderer), bundled into the same chunk by a chunk group, are not.
      .filter((id): id is string => id !== null && !/^(src\/|\.\.\/\.\.\/packages\/)/.test(id))
      .map((moduleId) => ({
        type: pluginName(moduleId),
        moduleId,
        dependencies: pluginDependencies(moduleId),
      }))
  );
}

const WEB_APP_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * The packages a plugin module depends on, transitively: the `dependencies` of the package that holds the
 * module (its package.json, found upwards), their own dependencies, and so on.
 */
export function pluginDependencies(moduleId: string, appDir = WEB_APP_DIR): string[] {
  const root = packageDirOf(path.dirname(path.resolve(appDir, moduleId)));
  const found = new Set<string>();
  const pending = root ? [{ dir: root, names: dependenciesOf(root) }] : [];
  while (pending.length > 0) {
    const { dir, names } = pending.pop()!;
    for (const name of names) {
      if (found.has(name)) continue;
      found.add(name);
      const installed = installedPackageDir(dir, name);
      if (installed) pending.push({ dir: installed, names: dependenciesOf(installed) });
    }
  }
  return [...found].sort();
}

function packageDirOf(start: string): string | undefined {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (dir.endsWith(`${path.sep}node_modules`)) return undefined;
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  }
  return undefined;
}

function dependenciesOf(packageDir: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(pkg.dependencies ?? {});
}

/** Where Node would find `name` from a package: its own node_modules, then each parent's. */
function installedPackageDir(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  return undefined;
}

// ../../plugins/question/src/index.tsx or ../../node_modules/@platform/slide-question/dist/index.js
function pluginName(moduleId: string): string {
  const match = /plugins\/([^/]+)\/|@platform\/slide-([^/]+)\//.exec(moduleId);
  return (match?.[1] ?? match?.[2] ?? moduleId).toUpperCase().replace(/-/g, '_');
}

/**
 * The routes of a pupil's first visit, in the order a pupil meets them: sign-in, the homework list
 * (a pupil's landing page) and the completion of a lesson: its intro screen, then its first slide, once
 * per slide type that slide can have.
 */
export function pupilRoutes(graph: ChunkGraph): RouteLoad[] {
  const completionPage = COMPLETION_PAGE_MODULE;
  return [
    {
      name: 'sign-in',
      path: '/autentificare',
      lazyModules: [SIGN_IN_MODULE],
      gzipBudget: ENFORCED_GZIP_BUDGET.signIn,
      fileBudget: ENFORCED_FILE_BUDGET.signIn,
      gzipGoal: PUPIL_ROUTE_GZIP_GOAL,
    },
    {
      name: 'homework list (pupil home)',
      path: '/teme-de-casa',
      lazyModules: [LESSON_LISTS_MODULE],
      gzipBudget: ENFORCED_GZIP_BUDGET.pupilHome,
      fileBudget: ENFORCED_FILE_BUDGET.pupilHome,
      gzipGoal: PUPIL_ROUTE_GZIP_GOAL,
    },
    {
      // The lesson's intro screen ('Începe'), before the pupil starts: no slide plugin yet.
      name: 'lesson completion, intro screen',
      path: '/completare-lectie/id/:id',
      lazyModules: [completionPage],
      gzipBudget: ENFORCED_GZIP_BUDGET.completion,
      fileBudget: ENFORCED_FILE_BUDGET.completionIntro,
      gzipGoal: PUPIL_ROUTE_GZIP_GOAL,
    },
    ...slidePluginUiModules(graph).map((plugin) => ({
      name: `lesson completion, first slide ${plugin.type}`,
      path: '/completare-lectie/id/:id',
      lazyModules: [completionPage, plugin.moduleId],
      gzipBudget: ENFORCED_GZIP_BUDGET.completion,
      fileBudget: ENFORCED_FILE_BUDGET.firstSlide,
      gzipGoal: PUPIL_ROUTE_GZIP_GOAL,
      pluginDependencies: plugin.dependencies,
    })),
  ];
}

/**
 * Lazy modules a pupil's pages load after their first screen (when the browser is idle, or on first use)
 * and need offline too: the service worker precaches them (pwa/pupil-precache.ts), and the size budget
 * never counts them.
 */
export const PUPIL_LATER_MODULES: readonly string[] = [
  'src/features/completion/offline/offline-outbox.tsx',
  // The toasts: the answer's feedback and the outbox's messages show through them, offline too.
  'src/shared/toasts/toast-library.ts',
];

const hasModule = (graph: ChunkGraph, module: string) =>
  Object.values(graph.chunks).some((chunk) => chunk.facadeModuleId === module);

/** The chunks a pupil fetches after the first screen: those of PUPIL_LATER_MODULES that no route counts. */
export function laterPupilChunks(graph: ChunkGraph): Set<string> {
  const counted = new Set(pupilRoutes(graph).flatMap((route) => routeChunks(graph, route.lazyModules)));
  const later = new Set<string>();
  for (const module of PUPIL_LATER_MODULES)
    if (hasModule(graph, module))
      for (const chunk of routeChunks(graph, [module])) if (!counted.has(chunk)) later.add(chunk);
  return later;
}
