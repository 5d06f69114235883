import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChunkGraph } from './chunk-graph.js';
import { chunkNode as chunk } from './chunk-node-fixture.js';
import { routeChunks } from './chunk-graph.js';
import { CHUNK_GRAPH_FILE } from './chunk-graph-plugin.js';
import { budgetProblems, kb, measurePupilRoutes } from './check-size-budget.js';
import {
  ENFORCED_FILE_BUDGET,
  ENFORCED_GZIP_BUDGET,
  laterPupilChunks,
  pupilRoutes,
  STAFF_ONLY_MODULES,
} from './pupil-routes.js';
import { measureRoute } from './route-sizes.js';

// A small build: entry -> vendor; lazy pages (completion, editor); the plugin list holds two plugin UIs.
const graph: ChunkGraph = {
  chunks: {
    'assets/index-aaaaaaaa.js': chunk({
      isEntry: true,
      facadeModuleId: 'src/app/main.tsx',
      imports: ['assets/vendor-bbbbbbbb.js'],
      dynamicImports: [
        'assets/auth-pages-cccccccc.js',
        'assets/index-dddddddd.js',
        'assets/completion-page-eeeeeeee.js',
        'assets/editor-ffffffff.js',
      ],
      moduleIds: ['src/app/main.tsx', 'src/slides/generated/slide-plugin-modules.ts'],
    }),
    'assets/vendor-bbbbbbbb.js': chunk({ moduleIds: ['../../node_modules/react/index.js'] }),
    'assets/auth-pages-cccccccc.js': chunk({ facadeModuleId: 'src/features/auth/auth-pages.ts' }),
    'assets/index-dddddddd.js': chunk({ facadeModuleId: 'src/features/lessons/index.ts' }),
    'assets/completion-page-eeeeeeee.js': chunk({
      facadeModuleId: 'src/features/completion/pages/completion-page.tsx',
      imports: ['assets/shared-gggggggg.js'],
    }),
    'assets/shared-gggggggg.js': chunk({ moduleIds: ['src/shared/ui/page-header.tsx'] }),
    'assets/editor-ffffffff.js': chunk({
      facadeModuleId: 'src/features/lesson-editor/index.ts',
      imports: ['assets/shared-gggggggg.js'],
      moduleIds: ['../../node_modules/@tiptap/core/dist/index.js'],
    }),
    'assets/index-hhhhhhhh.js': chunk({ facadeModuleId: '../../plugins/question/src/index.tsx' }),
    'assets/index-iiiiiiii.js': chunk({ facadeModuleId: '../../plugins/text/src/index.tsx' }),
  },
};
graph.chunks['assets/index-aaaaaaaa.js']!.dynamicImports.push(
  'assets/index-hhhhhhhh.js',
  'assets/index-iiiiiiii.js',
);

let distDir: string;
const write = (file: string, bytes: number) => writeFileSync(path.join(distDir, file), 'x'.repeat(bytes));

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'size-budget-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, CHUNK_GRAPH_FILE), JSON.stringify(graph));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-aaaaaaaa.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-bbbbbbbb.js">' +
      '<script id="vite-plugin-pwa:register-sw" src="/registerSW.js"></script>' +
      '<script src="/sw.js"></script>',
  );
  write('registerSW.js', 10);
  write('sw.js', 5_000_000);
  for (const file of Object.keys(graph.chunks)) {
    write(file, 50_000);
    write(`${file}.gz`, 1_000);
    write(`${file}.br`, 800);
  }
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('the JavaScript a route loads', () => {
  it('is the entry and the lazy modules with their static imports, never other dynamic imports', () => {
    expect(routeChunks(graph, ['src/features/completion/pages/completion-page.tsx'])).toEqual([
      'assets/completion-page-eeeeeeee.js',
      'assets/index-aaaaaaaa.js',
      'assets/shared-gggggggg.js',
      'assets/vendor-bbbbbbbb.js',
    ]);
  });

  it('finds a lazy module in the chunk of its group, which stands for no module alone', () => {
    // first-load/pupil-chunk-groups.ts: the completion page is one module of the `completion` group's chunk.
    const grouped: ChunkGraph = {
      chunks: {
        'assets/index-aaaaaaaa.js': chunk({
          isEntry: true,
          dynamicImports: ['assets/completion-nnnnnnnn.js'],
        }),
        'assets/completion-nnnnnnnn.js': chunk({
          moduleIds: [
            'src/features/completion/completion-api.ts',
            'src/features/completion/pages/completion-page.tsx',
          ],
          imports: ['assets/pupil-common-oooooooo.js'],
        }),
        'assets/pupil-common-oooooooo.js': chunk({ moduleIds: ['src/shared/ui/page-header.tsx'] }),
      },
    };
    expect(routeChunks(grouped, ['src/features/completion/pages/completion-page.tsx'])).toEqual([
      'assets/completion-nnnnnnnn.js',
      'assets/index-aaaaaaaa.js',
      'assets/pupil-common-oooooooo.js',
    ]);
  });

  it('refuses a lazy module that no chunk stands for', () => {
    expect(() => routeChunks(graph, ['src/features/gone/page.tsx'])).toThrow(/no chunk is built/);
  });

  it('sums the bytes the server sends (the build copies) plus index.html scripts, not the service worker', () => {
    const [signIn] = pupilRoutes(graph);
    const sizes = measureRoute(distDir, graph, signIn!, STAFF_ONLY_MODULES);
    expect(sizes.files.map((f) => f.file)).toEqual([
      'assets/auth-pages-cccccccc.js',
      'assets/index-aaaaaaaa.js',
      'assets/vendor-bbbbbbbb.js',
      'registerSW.js',
    ]);
    // Three chunks with 1,000-byte .gz copies; registerSW.js has none and is too small to gain: 10 bytes.
    expect(sizes.gzip).toBe(3_010);
    expect(sizes.brotli).toBe(2_410);
    expect(sizes.raw).toBe(150_010);
    expect(budgetProblems(sizes)).toEqual([]);
  });
});

describe('the pupil routes', () => {
  // The small build's routes: one per slide plugin UI in the plugin list, after the intro screen.
  const ROUTE_NAMES = [
    'sign-in',
    'homework list (pupil home)',
    'lesson completion, intro screen',
    'lesson completion, first slide QUESTION',
    'lesson completion, first slide TEXT',
  ];

  it('are sign-in, the homework list and the completion: intro, then each slide plugin first', () => {
    expect(pupilRoutes(graph).map((route) => route.name)).toEqual(ROUTE_NAMES);
  });

  it("never take the UI kit's lazy markdown renderer for a slide plugin when a group holds the plugin list", () => {
    const holder = graph.chunks['assets/index-aaaaaaaa.js']!;
    graph.chunks['assets/markdown-render-pppppppp.js'] = chunk({
      facadeModuleId: '../../packages/ui/src/markdown-render.ts',
    });
    holder.dynamicImports.push('assets/markdown-render-pppppppp.js');
    try {
      expect(pupilRoutes(graph).map((route) => route.name)).toEqual(ROUTE_NAMES);
    } finally {
      holder.dynamicImports.pop();
      delete graph.chunks['assets/markdown-render-pppppppp.js'];
    }
  });

  it('fail when they load more files than their budget', () => {
    const intro = measurePupilRoutes(distDir).find((s) => s.route.name.includes('intro'))!;
    expect(intro.route.fileBudget).toBe(ENFORCED_FILE_BUDGET.completionIntro);
    const files = intro.files.length;
    expect(budgetProblems({ ...intro, route: { ...intro.route, fileBudget: files } })).toEqual([]);
    expect(budgetProblems({ ...intro, route: { ...intro.route, fileBudget: files - 1 } })).toEqual([
      `${files} files are over the budget of ${files - 1}`,
    ]);
  });

  it('fail when over the enforced gzip budget, and name the goal of 170 kB', () => {
    write('assets/shared-gggggggg.js.gz', ENFORCED_GZIP_BUDGET.completion);
    const completion = measurePupilRoutes(distDir).find((s) => s.route.name.includes('QUESTION'))!;
    expect(completion.route.gzipGoal).toBe(170_000);
    expect(completion.gzip).toBe(ENFORCED_GZIP_BUDGET.completion + 4_010);
    expect(budgetProblems(completion)).toEqual([
      `${kb(completion.gzip)} kB gzip is over the budget of ${kb(ENFORCED_GZIP_BUDGET.completion)} kB`,
    ]);
    write('assets/shared-gggggggg.js.gz', ENFORCED_GZIP_BUDGET.completion - 4_010);
    expect(
      budgetProblems(measurePupilRoutes(distDir).find((s) => s.route.name.includes('QUESTION'))!),
    ).toEqual([]);
  });

  it('fail when a chunk they load holds staff-only code', () => {
    graph.chunks['assets/shared-gggggggg.js']!.moduleIds.push('src/shared/table/data-table.tsx');
    writeFileSync(path.join(distDir, CHUNK_GRAPH_FILE), JSON.stringify(graph));
    try {
      const completion = measurePupilRoutes(distDir).find((s) => s.route.name.includes('TEXT'))!;
      expect(budgetProblems(completion)).toEqual([
        'staff-only src/shared/table/data-table.tsx in assets/shared-gggggggg.js',
      ]);
    } finally {
      graph.chunks['assets/shared-gggggggg.js']!.moduleIds.pop();
    }
  });

  it("fail when a chunk they load builds the contracts' staff-only schemas, not the pupil's own", () => {
    const shared = graph.chunks['assets/shared-gggggggg.js']!;
    shared.moduleIds.push(
      '../../packages/contracts/src/answers.ts',
      '../../packages/contracts/src/answer-reviews.ts',
      '../../packages/contracts/src/report-files.ts',
    );
    writeFileSync(path.join(distDir, CHUNK_GRAPH_FILE), JSON.stringify(graph));
    try {
      const completion = measurePupilRoutes(distDir).find((s) => s.route.name.includes('TEXT'))!;
      expect(budgetProblems(completion)).toEqual([
        'staff-only ../../packages/contracts/src/answer-reviews.ts in assets/shared-gggggggg.js',
        'staff-only ../../packages/contracts/src/report-files.ts in assets/shared-gggggggg.js',
      ]);
    } finally {
      shared.moduleIds = ['src/shared/ui/page-header.tsx'];
    }
  });

  it("let a slide plugin's route load the packages that plugin declares, and no other route", () => {
    // ORDERING (plugins/ordering/package.json) declares @dnd-kit/*; dnd-kit is staff-only elsewhere.
    const dndKit = '../../node_modules/@dnd-kit/core/dist/core.esm.js';
    graph.chunks['assets/ordering-jjjjjjjj.js'] = chunk({
      facadeModuleId: '../../plugins/ordering/src/index.tsx',
      imports: ['assets/sortable-kkkkkkkk.js'],
    });
    graph.chunks['assets/sortable-kkkkkkkk.js'] = chunk({ moduleIds: [dndKit] });
    graph.chunks['assets/index-aaaaaaaa.js']!.dynamicImports.push('assets/ordering-jjjjjjjj.js');
    writeFileSync(path.join(distDir, CHUNK_GRAPH_FILE), JSON.stringify(graph));
    write('assets/ordering-jjjjjjjj.js', 100);
    write('assets/sortable-kkkkkkkk.js', 100);
    try {
      const ordering = measurePupilRoutes(distDir).find((s) => s.route.name.includes('ORDERING'))!;
      expect(ordering.route.pluginDependencies).toContain('@dnd-kit/core');
      expect(ordering.files.map((f) => f.file)).toContain('assets/sortable-kkkkkkkk.js');
      expect(budgetProblems(ordering)).toEqual([]);

      // The same library pulled into the shared completion chunk is staff code on every other route.
      graph.chunks['assets/shared-gggggggg.js']!.moduleIds.push(dndKit);
      writeFileSync(path.join(distDir, CHUNK_GRAPH_FILE), JSON.stringify(graph));
      const text = measurePupilRoutes(distDir).find((s) => s.route.name.includes('TEXT'))!;
      expect(budgetProblems(text)).toEqual([`staff-only ${dndKit} in assets/shared-gggggggg.js`]);
    } finally {
      graph.chunks['assets/shared-gggggggg.js']!.moduleIds = ['src/shared/ui/page-header.tsx'];
      delete graph.chunks['assets/ordering-jjjjjjjj.js'];
      delete graph.chunks['assets/sortable-kkkkkkkk.js'];
      graph.chunks['assets/index-aaaaaaaa.js']!.dynamicImports.pop();
    }
  });
});

describe('the chunks a pupil fetches after the first screen', () => {
  it('are those of the later modules (toasts, outbox) that no route counts, with their own imports', () => {
    graph.chunks['assets/toast-library-llllllll.js'] = chunk({
      facadeModuleId: 'src/shared/toasts/toast-library.ts',
      imports: ['assets/vendor-bbbbbbbb.js', 'assets/toastify-mmmmmmmm.js'],
    });
    graph.chunks['assets/toastify-mmmmmmmm.js'] = chunk({
      moduleIds: ['../../node_modules/react-toastify/dist/index.mjs'],
    });
    graph.chunks['assets/index-aaaaaaaa.js']!.dynamicImports.push('assets/toast-library-llllllll.js');
    try {
      // The vendor chunk is the entry's: counted by every route, so not "later".
      expect([...laterPupilChunks(graph)].sort()).toEqual([
        'assets/toast-library-llllllll.js',
        'assets/toastify-mmmmmmmm.js',
      ]);
      for (const route of pupilRoutes(graph))
        expect(routeChunks(graph, route.lazyModules)).not.toContain('assets/toastify-mmmmmmmm.js');
    } finally {
      delete graph.chunks['assets/toast-library-llllllll.js'];
      delete graph.chunks['assets/toastify-mmmmmmmm.js'];
      graph.chunks['assets/index-aaaaaaaa.js']!.dynamicImports.pop();
    }
  });
});
