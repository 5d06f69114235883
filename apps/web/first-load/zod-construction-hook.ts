/** Each zod schema object a page built: the stack of the call that built it (script URL, line, column). */
export type SchemaStacks = { url: string; line: number; column: number }[][];

/**
 * A script to run in a page before its own (Playwright's `addInitScript`, puppeteer's `evaluateOnNewDocument`):
 * every zod schema the page builds leaves its stack in `window.__schemaStacks` (`SchemaStacks`). zod calls
 * `globalThis.__zod_globalConfig.postProcessor` on every schema it finishes building; index.html assigns that
 * config object (jitless), so the hook is added to whatever object is assigned. A string, not a function:
 * a compiled function would carry the test runner's helpers into the page.
 */
export const RECORD_SCHEMA_STACKS = String.raw`
  const stacks = [];
  window.__schemaStacks = stacks;
  let config;
  Error.stackTraceLimit = 40;
  const postProcessor = () => {
    stacks.push(new Error().stack.split('\n').slice(2).flatMap((line) => {
      const match = line.match(/(https?:\/\/[^\s)]+):(\d+):(\d+)\)?$/);
      return match ? [{ url: match[1], line: Number(match[2]), column: Number(match[3]) }] : [];
    }));
  };
  Object.defineProperty(globalThis, '__zod_globalConfig', {
    configurable: true,
    get: () => config,
    set: (value) => { config = value; config.postProcessor = postProcessor; },
  });
`;

/** What the script recorded, read in the page. */
export function recordedSchemaStacks(): SchemaStacks {
  return (window as unknown as { __schemaStacks: SchemaStacks }).__schemaStacks;
}
