import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPluginPackage } from './create-plugin-package.js';
import { derivePluginNames } from './naming.js';

const USAGE = `Usage: slide-sdk create <name> [--dir <folder>] [--type <TYPE>] [--package <npm name>] [--display-name <text>]

  <name>          kebab-case plugin name, e.g. quiz-poll
  --dir           target folder (default: ./<name>); must be empty or missing
  --type          slide type (default: the name in UPPER_SNAKE_CASE)
  --package       npm package name (default: @platform/slide-<name>)
  --display-name  name shown to authors (default: derived from <name>)`;

/** Runs the CLI with `argv` (without node and the script); returns the exit code. */
export function runCli(argv: readonly string[], log = console.log, error = console.error): number {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      dir: { type: 'string' },
      type: { type: 'string' },
      package: { type: 'string' },
      'display-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, name] = positionals;
  if (values.help || command !== 'create' || !name) {
    (values.help ? log : error)(USAGE);
    return values.help ? 0 : 1;
  }
  try {
    const names = derivePluginNames(name, {
      type: values.type,
      packageName: values.package,
      displayName: values['display-name'],
    });
    const dir = resolve(values.dir ?? name);
    const files = createPluginPackage(names, dir);
    log(
      `Created ${names.packageName} (${names.type}) in ${dir}:\n${files.map((file) => `  ${file}`).join('\n')}`,
    );
    log('\nNext: npm install, then npx vitest run (the contract test passes as generated). See README.md.');
    return 0;
  } catch (thrown) {
    error(thrown instanceof Error ? thrown.message : String(thrown));
    return 1;
  }
}
