import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const sdkRoot = fileURLToPath(new URL('../../', import.meta.url));
const bin = JSON.parse(readFileSync(join(sdkRoot, 'package.json'), 'utf8')).bin['slide-sdk'] as string;

describe('the slide-sdk bin on a fresh clone', () => {
  it('is a committed file, so npm links it at install time before any build', async () => {
    const { stdout } = await run('git', ['ls-files', '--error-unmatch', bin], { cwd: sdkRoot });
    expect(stdout.trim()).toBe(bin.replace(/^\.\//, ''));
    expect(bin).not.toMatch(/^\.?\/?dist\//);
  });

  it('runs the CLI from the TypeScript sources when dist is missing', async () => {
    const { stdout } = await run(process.execPath, [join(sdkRoot, bin), '--help'], {
      cwd: sdkRoot,
      env: { ...process.env, SLIDE_SDK_CLI: 'source' },
      timeout: 120_000,
    });
    expect(stdout).toContain('Usage: slide-sdk create <name>');
    expect(stdout).toContain('slide-sdk check');
    expect(stdout).toContain('slide-sdk dev');
  }, 150_000);

  it('exits with 1 and the usage on an unknown command', async () => {
    const failure = await run(process.execPath, [join(sdkRoot, bin), 'publish'], {
      cwd: sdkRoot,
      env: { ...process.env, SLIDE_SDK_CLI: 'source' },
      timeout: 120_000,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('Usage: slide-sdk');
  }, 150_000);
});
