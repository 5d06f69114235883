import { RoutePreloadsSchema } from '@platform/contracts';
import type { ChunkGraph } from '../size-budget/chunk-graph.js';
import { chunkNode as chunk } from '../size-budget/chunk-node-fixture.js';
import { COMPLETION_PAGE_MODULE, LESSON_LISTS_MODULE, SIGN_IN_MODULE } from '../size-budget/pupil-routes.js';
import { PRELOADED_ROUTES, routePreloads } from './route-preloads.js';

// The entry with its vendor chunk (both in index.html); lazy pages that share a chunk with each other and
// one with the entry; the completion page loads a slide plugin only later (a dynamic import of its own).
const graph: ChunkGraph = {
  chunks: {
    'assets/index-aaaaaaaa.js': chunk({
      isEntry: true,
      imports: ['assets/vendor-bbbbbbbb.js'],
      dynamicImports: [
        'assets/auth-pages-cccccccc.js',
        'assets/lessons-dddddddd.js',
        'assets/completion-page-eeeeeeee.js',
      ],
      css: ['assets/index-aaaaaaaa.css'],
    }),
    'assets/vendor-bbbbbbbb.js': chunk({}),
    'assets/auth-pages-cccccccc.js': chunk({
      facadeModuleId: SIGN_IN_MODULE,
      imports: ['assets/vendor-bbbbbbbb.js'],
    }),
    'assets/lessons-dddddddd.js': chunk({
      facadeModuleId: LESSON_LISTS_MODULE,
      imports: ['assets/shared-ffffffff.js'],
      css: ['assets/lessons-dddddddd.css'],
    }),
    'assets/completion-page-eeeeeeee.js': chunk({
      facadeModuleId: COMPLETION_PAGE_MODULE,
      imports: ['assets/shared-ffffffff.js', 'assets/vendor-bbbbbbbb.js'],
      dynamicImports: ['assets/question-gggggggg.js'],
      css: ['assets/completion-page-eeeeeeee.css', 'assets/index-aaaaaaaa.css'],
    }),
    'assets/shared-ffffffff.js': chunk({ css: ['assets/shared-ffffffff.css'] }),
    'assets/question-gggggggg.js': chunk({ facadeModuleId: '../../plugins/question/src/index.tsx' }),
  },
};

describe('the route preloads of a build', () => {
  const preloads = routePreloads(graph);
  const route = (name: string) => preloads.routes.find((r) => r.name === name)!;

  it("names each pupil page's lazy chunks with their static imports, and their CSS", () => {
    expect(route('lesson completion')).toMatchObject({
      scripts: ['assets/completion-page-eeeeeeee.js', 'assets/shared-ffffffff.js'],
      styles: ['assets/completion-page-eeeeeeee.css', 'assets/shared-ffffffff.css'],
    });
    expect(route('lesson lists')).toMatchObject({
      scripts: ['assets/lessons-dddddddd.js', 'assets/shared-ffffffff.js'],
      styles: ['assets/lessons-dddddddd.css', 'assets/shared-ffffffff.css'],
    });
  });

  it('leaves out what index.html already loads, and a slide plugin the page fetches later', () => {
    expect(route('sign-in')).toMatchObject({ scripts: ['assets/auth-pages-cccccccc.js'], styles: [] });
    const all = preloads.routes.flatMap((r) => [...r.scripts, ...r.styles]);
    expect(all).not.toContain('assets/vendor-bbbbbbbb.js');
    expect(all).not.toContain('assets/index-aaaaaaaa.css');
    expect(all).not.toContain('assets/question-gggggggg.js');
  });

  it("covers the pupil's addresses: sign-in, the four lists a pupil has, and every completion but previews", () => {
    const paths = Object.fromEntries(PRELOADED_ROUTES.map((r) => [r.name, r.paths]));
    expect(paths).toEqual({
      'sign-in': ['/autentificare'],
      'lesson lists': ['/teme-de-casa', '/activitati-practice', '/provocari', '/provocari-zilnice'],
      'lesson completion': [
        '/completare-lectie/id/:id',
        '/completare-tema-pentru-acasa/id/:id',
        '/completare-activitate-practica/id/:id',
        '/completare-provocare/id/:id',
        '/completare-provocare-zilnica/id/:id',
      ],
    });
  });

  it('writes what the server accepts', () => {
    expect(RoutePreloadsSchema.parse(JSON.parse(JSON.stringify(preloads)))).toEqual(preloads);
  });
});
