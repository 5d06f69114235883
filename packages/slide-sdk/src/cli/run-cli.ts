import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addPluginToApps, findPlatformRoot } from './add-to-apps.js';
import { createPluginPackage } from './create-plugin-package.js';
import { derivePluginNames } from './naming.js';
import { askDisplayName } from './ask-display-name.js';

export const USAGE = `Usage: slide-sdk create <name> [--dir <folder>] [--type <TYPE>] [--package <npm name>]
                               [--display-name <text>] [--plain] [--add-to-apps]
       slide-sdk add-to-apps <plugin folder | tarball | package name>
       slide-sdk check [<plugin folder>]
       slide-sdk dev [<plugin folder>] [--port <n>]

create:
  <name>          kebab-case plugin name, e.g. quiz-poll
  --dir           target folder (default: ./<name>); must be empty or missing
  --type          slide type (default: the name in UPPER_SNAKE_CASE)
  --package       npm package name, any scope or none (default: @platform/slide-<name>)
  --display-name  Romanian name shown to authors, e.g. "Sondaj" (asked when omitted in a terminal)
  --plain         plain HTML controls instead of @platform/ui
  --add-to-apps   inside the platform monorepo: add the plugin to apps/web and apps/server and install
add-to-apps:      inside the platform monorepo: the plugin reaches the editor, completion and server
check:            before publishing: contract tests, versions, publint, npm pack contents, peer ranges
dev:              a playground (Vite) of the plugin: editor, views, review, issues, learner data, score`;

/** What the CLI needs from its surroundings (replaced in tests). */
export interface CliIo {
  log(line: string): void;
  error(line: string): void;
  /** Asks the author a question; undefined when there is no terminal to ask in. */
  ask?: (question: string) => Promise<string>;
  /** Runs npm (add-to-apps); the real one by default. */
  npm?: (cwd: string, args: readonly string[]) => void;
}

const consoleIo: CliIo = { log: console.log, error: console.error };

async function create(name: string, values: Record<string, string | boolean | undefined>, io: CliIo) {
  const plain = values.plain === true;
  const displayName = (values['display-name'] as string | undefined) ?? (await askDisplayName(name, io.ask));
  const names = derivePluginNames(name, {
    type: values.type as string | undefined,
    packageName: values.package as string | undefined,
    displayName,
  });
  const dir = resolve((values.dir as string | undefined) ?? name);
  const root = values['add-to-apps'] ? findPlatformRoot(dir) : undefined;
  if (values['add-to-apps'] && !root)
    throw new Error('--add-to-apps works inside the platform monorepo (apps/web and apps/server)');
  const files = createPluginPackage(names, dir, plain ? 'plain' : 'ui');
  io.log(
    `Created ${names.packageName} (${names.type}) in ${dir}:\n${files.map((file) => `  ${file}`).join('\n')}`,
  );
  io.log(`Display name: "${names.displayName}"`);
  if (displayName === undefined)
    io.log(
      `\nThe display name "${names.displayName}" is a placeholder: set a Romanian one in src/core/index.ts.`,
    );
  if (root) {
    addPluginToApps(root, dir, io.npm);
    io.log(`\nAdded ${names.packageName} to apps/web and apps/server. Next: npm run build, then npm start.`);
  } else {
    io.log(
      '\nNext: npm install, then npx vitest run (the contract test passes as generated). See README.md.',
    );
  }
}

/** Runs the CLI with `argv` (without node and the script); resolves to the exit code. */
export async function runCli(argv: readonly string[], io: CliIo = consoleIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        dir: { type: 'string' },
        type: { type: 'string' },
        package: { type: 'string' },
        'display-name': { type: 'string' },
        plain: { type: 'boolean' },
        'add-to-apps': { type: 'boolean' },
        port: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (thrown) {
    io.error(`${thrown instanceof Error ? thrown.message : String(thrown)}\n\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  const [command, target] = positionals;
  if (values.help) {
    io.log(USAGE);
    return 0;
  }
  try {
    if (command === 'create' && target) await create(target, values, io);
    else if (command === 'add-to-apps' && target) {
      const root = findPlatformRoot(process.cwd());
      if (!root) throw new Error('add-to-apps works inside the platform monorepo (apps/web and apps/server)');
      const added = addPluginToApps(root, target, io.npm);
      io.log(`Added ${added} to apps/web and apps/server. Next: npm run build, then npm start.`);
    } else if (command === 'check') {
      const { runCheck } = await import('./check.js');
      return await runCheck(resolve(target ?? '.'), io);
    } else if (command === 'dev') {
      const { runDev } = await import('./dev.js');
      return await runDev(
        resolve(target ?? '.'),
        { port: values.port ? Number(values.port) : undefined },
        io,
      );
    } else {
      io.error(USAGE);
      return 1;
    }
    return 0;
  } catch (thrown) {
    io.error(thrown instanceof Error ? thrown.message : String(thrown));
    return 1;
  }
}
