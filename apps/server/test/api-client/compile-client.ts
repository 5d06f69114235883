import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');

/** Type-checks the typed client with the repository's compiler options; returns the diagnostics as text. */
export function compileTypedClient(): string[] {
  const configFile = path.join(repoRoot, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  const { options, errors } = ts.convertCompilerOptionsFromJson(config.compilerOptions, repoRoot);
  // The generated types are a .ts file, so they are checked too (skipLibCheck only skips .d.ts).
  const program = ts.createProgram([path.join(here, 'platform-client.ts')], { ...options, noEmit: true });
  const diagnostics = [...errors, ...ts.getPreEmitDiagnostics(program)].filter(
    (diagnostic) => !diagnostic.file || !diagnostic.file.fileName.includes('/node_modules/'),
  );
  return diagnostics.map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return text;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${path.relative(repoRoot, diagnostic.file.fileName)}:${line + 1} ${text}`;
  });
}
