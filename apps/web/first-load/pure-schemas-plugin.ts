import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

// The workspace's own sources: the contracts, the slide plugins and the app. Dependencies are left as
// their authors annotated them.
const workspaceSource = /\/(packages\/[^/]+\/src|plugins\/[^/]+\/src|apps\/web\/src)\/.+\.tsx?$/;

// Methods that put a schema in a registry: a side effect a reader may count on.
const registering = new Set(['register', 'meta', 'describe']);

/** The identifier a call chain such as `z.string().trim().min(1)` or `Base.extend({})` starts from. */
function chainRoot(node: Node | undefined): string | undefined {
  let current = node;
  while (current) {
    if (current.type === 'Identifier') return current.name as string;
    if (current.type === 'CallExpression') current = current.callee as Node;
    else if (current.type === 'MemberExpression') current = current.object as Node;
    else if (current.type === 'TSAsExpression' || current.type === 'TSSatisfiesExpression')
      current = current.expression as Node;
    else return undefined;
  }
  return undefined;
}

function topLevelDeclarators(program: { body: Node[] }): Node[] {
  const declarators: Node[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type === 'VariableDeclaration' && declaration.kind === 'const')
      declarators.push(...(declaration.declarations as Node[]));
  }
  return declarators;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/**
 * Every call evaluated when the initializer runs (not those inside the callbacks it passes, such as a
 * `.refine()` check), outermost first.
 */
function callsEvaluatedBy(node: Node, calls: Node[] = []): Node[] {
  if (/Function|Class/.test(node.type)) return calls;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') calls.push(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) callsEvaluatedBy(child, calls);
  }
  return calls;
}

/** Whether a call puts a schema in zod's registry (`.describe(...)`, also inside an object's fields). */
function registers(call: Node): boolean {
  const callee = call.callee as Node | undefined;
  const property = callee?.type === 'MemberExpression' ? (callee.property as Node) : undefined;
  return property?.type === 'Identifier' && registering.has(property.name as string);
}

// A schema by name: `...Schema` (imported ones such as ReportQuerySchema, and the helper pageSchema).
const schemaName = /Schema$/;

/**
 * Marks each top-level `const` built from zod (`z.object(...)`, a method chain on a schema such as
 * `Base.extend(...)`, or `pageSchema(Row)`) as free of side effects, every call in it, each wrapped so
 * that a chain's inner calls are marked too: `(/* @__PURE__ *\/ (/* @__PURE__ *\/ z.string()).min(1))`.
 * A schema that registers itself anywhere in it (`.describe()`, `.meta()`, `.register()`) is left alone.
 * A schema nothing on a page reads is then left out of the build and never built on a phone; the bundler
 * cannot prove a zod method call free of side effects on its own. Undefined when nothing changes.
 */
export function annotatePureSchemas(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  if (!code.includes('zod')) return undefined;
  const { program, errors } = parseSync(id, code, { lang: id.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (errors.length > 0) return undefined;
  const body = program.body as unknown as Node[];
  const schemas = new Set<string>();
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as { value: string }).value !== 'zod')
      continue;
    for (const specifier of statement.specifiers as Node[])
      schemas.add((specifier.local as { name: string }).name);
  }
  if (schemas.size === 0) return undefined;
  const output = new MagicString(code);
  for (const declarator of topLevelDeclarators({ body })) {
    const init = declarator.init as Node | null;
    const name = declarator.id as Node;
    if (!init || init.type !== 'CallExpression' || name.type !== 'Identifier') continue;
    const root = chainRoot(init);
    if (root === undefined || !(schemas.has(root) || schemaName.test(root))) continue;
    const calls = callsEvaluatedBy(init);
    if (calls.some(registers)) continue;
    for (const call of calls) {
      output.appendLeft(call.start, '(/* @__PURE__ */ ');
      output.prependRight(call.end, ')');
    }
    schemas.add(name.name as string);
  }
  if (!output.hasChanged()) return undefined;
  return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) };
}

/** The build-time half of annotatePureSchemas: runs on the workspace's TypeScript before it is compiled. */
export function pureSchemasPlugin(): Plugin {
  return {
    name: 'platform:pure-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!workspaceSource.test(id)) return undefined;
      return annotatePureSchemas(code, id);
    },
  };
}
