import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, type ConfigEnv, type Plugin, type Rollup, type UserConfig } from 'vite';
import appConfig from '../vite.config.js';
import { annotatePureSchemas, pureSchemasPlugin } from './pure-schemas-plugin.js';

// The temporary project has no node_modules: zod resolves to the workspace's own copy.
const zodEntry = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'index.js');
const CONTRACT = '/repo/packages/contracts/src/lessons.ts';

function annotated(code: string): string {
  return annotatePureSchemas(code, CONTRACT)?.code ?? code;
}

describe('annotatePureSchemas', () => {
  it('marks every call a top-level schema is built with, a chain’s inner calls too', () => {
    const out = annotated(
      "import { z } from 'zod';\n" +
        "const message = 'Titlul este obligatoriu — ăîșț';\n" +
        'export const Title = z.string().trim().min(1, message);\n' +
        'const Lesson = z.object({ title: Title, slides: z.array(z.unknown()) });\n' +
        'export const Draft = Lesson.extend({ id: z.number().int() });\n' +
        'export const Page = pageSchema(Lesson);\n',
    );
    expect(out).toContain(
      'export const Title = (/* @__PURE__ */ (/* @__PURE__ */ (/* @__PURE__ */ z.string()).trim()).min(1, message));',
    );
    expect(out).toContain(
      'const Lesson = (/* @__PURE__ */ z.object({ title: Title, slides: (/* @__PURE__ */ z.array((/* @__PURE__ */ z.unknown()))) }));',
    );
    expect(out).toContain(
      'export const Draft = (/* @__PURE__ */ Lesson.extend({ id: (/* @__PURE__ */ (/* @__PURE__ */ z.number()).int()) }));',
    );
    expect(out).toContain('export const Page = (/* @__PURE__ */ pageSchema(Lesson));');
    expect(out).toContain("const message = 'Titlul este obligatoriu — ăîșț';");
  });

  it('leaves the calls inside a check, registrations and what is not built from zod', () => {
    const source =
      "import { z } from 'zod';\n" +
      'export const Checked = z.string().refine((value) => { audit(value); return check(value); });\n' +
      "export const Described = z.string().describe('shown in the API document');\n" +
      "export const Nested = z.object({ key: z.string().meta({ id: 'Key' }) });\n" +
      'export const store = createStore();\n' +
      'export let Mutable = z.string();\n';
    const out = annotated(source);
    expect(out).toContain('{ audit(value); return check(value); }');
    expect(out).toContain("export const Described = z.string().describe('shown in the API document');");
    expect(out).toContain("export const Nested = z.object({ key: z.string().meta({ id: 'Key' }) });");
    expect(out).toContain('export const store = createStore();');
    expect(out).toContain('export let Mutable = z.string();');
  });

  it('changes nothing in a module that does not import zod', () => {
    expect(annotatePureSchemas('export const Page = pageSchema(Row);\n', CONTRACT)).toBeUndefined();
  });
});

describe('pureSchemasPlugin in a build', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'pure-schemas-'));
    mkdirSync(join(root, 'packages/contracts/src'), { recursive: true });
    writeFileSync(
      join(root, 'packages/contracts/src/schemas.ts'),
      "import { z } from 'zod';\n" +
        'export const UsedSchema = z.object({ kept: z.string().min(1) });\n' +
        'export const UnusedSchema = UsedSchema.extend({ staffOnlyField: z.string().nullable() });\n',
    );
    writeFileSync(
      join(root, 'packages/contracts/src/entry.ts'),
      "import { UsedSchema } from './schemas';\nconsole.log(UsedSchema.parse({ kept: 'x' }));\n",
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function bundle(plugins: ReturnType<typeof pureSchemasPlugin>[]): Promise<string> {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root,
      plugins,
      resolve: { alias: { zod: zodEntry } },
      build: {
        write: false,
        minify: false,
        lib: { entry: join(root, 'packages/contracts/src/entry.ts'), formats: ['es'], fileName: 'entry' },
      },
    })) as Rollup.RollupOutput[];
    return output[0]!.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
  }

  it('leaves a schema nothing reads out of the bundle, and keeps the one read', async () => {
    const withPlugin = await bundle([pureSchemasPlugin()]);
    expect(withPlugin).toContain('kept');
    expect(withPlugin).not.toContain('staffOnlyField');
    // Without the annotations the bundler keeps the unread schema: the plugin is what removes it.
    expect(await bundle([])).toContain('staffOnlyField');
  });
});

describe("the app's build", () => {
  it('runs the plugin on the workspace sources, before their TypeScript is compiled', () => {
    const config = (appConfig as (env: ConfigEnv) => UserConfig)({ command: 'build', mode: 'production' });
    const plugin = (config.plugins ?? [])
      .flat(3)
      .find((candidate) => (candidate as Plugin | null)?.name === 'platform:pure-schemas') as
      Plugin | undefined;
    expect(plugin?.enforce).toBe('pre');
    expect(plugin?.apply).toBe('build');
  });
});
