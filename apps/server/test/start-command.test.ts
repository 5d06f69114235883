import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths.js';
import { startCommand } from './support/server-process.js';

/*
 * The server's process runs with the environment and V8 flags of `npm start` (apps/server/package.json), which
 * the benches and the process tests read too (support/server-process.ts), and the image runs the same command.
 */

/**
 * A function whose every object outlives the scavenges that follow, then optimized: V8's allocation-site
 * pretenuring decides such a site's objects are long-lived and has the optimized code allocate them in the old
 * generation. Reports whether an object made afterwards is still young. The scavenges are forced and the young
 * generation is at its largest from the start, because V8 decides only then (while the young generation still
 * grows it leaves sites undecided, and when it grows depends on timing).
 */
const PRETENURING_PROBE = `
  const kept = [];
  function make(i) { return { i, list: [i], label: 'x' + i }; }
  %PrepareFunctionForOptimization(make);
  for (let round = 0; round < 6; round++) {
    for (let i = 0; i < 50000; i++) kept.push(make(i));
    gc({ type: 'minor' });
  }
  %OptimizeFunctionOnNextCall(make);
  make(0);
  console.log(JSON.stringify({ young: %InYoungGeneration(make(1)), kept: kept.length }));`;

/**
 * A worker thread allocates (Buffers: malloc in that thread), then the process counts glibc's thread arenas in
 * its memory map: each is a 64 MB-aligned anonymous reservation, its used part read-write and the rest `---p`.
 */
const ARENA_PROBE = `
  const { Worker } = require('node:worker_threads');
  const { readFileSync } = require('node:fs');
  const ARENA = 64n << 20n;
  function threadArenas() {
    const maps = readFileSync('/proc/self/maps', 'utf8').trim().split('\\n').map((line) => {
      const [range, perms, , , inode, name] = line.split(/\\s+/);
      const [start, end] = range.split('-').map((hex) => BigInt('0x' + hex));
      return { start, end, perms, anonymous: inode === '0' && !name };
    });
    return maps.filter((map, i) => {
      if (!map.anonymous || !map.perms.startsWith('rw') || map.start % ARENA !== 0n) return false;
      const rest = maps[i + 1];
      if (map.end - map.start === ARENA) return true;
      return !!rest && rest.start === map.end && rest.perms === '---p' && rest.end === map.start + ARENA;
    }).length;
  }
  const worker = new Worker(
    'const kept = []; for (let i = 0; i < 200; i++) kept.push(Buffer.alloc(50000));' +
      'require("node:worker_threads").parentPort.postMessage(kept.length);',
    { eval: true },
  );
  worker.once('message', (kept) => {
    console.log(JSON.stringify({ arenas: threadArenas(), kept }));
    void worker.terminate();
  });`;

function threadArenas(env: Record<string, string>): number {
  const { MALLOC_ARENA_MAX: _inherited, ...inherited } = process.env;
  const output = execFileSync(process.execPath, ['-e', ARENA_PROBE], {
    encoding: 'utf8',
    env: { ...inherited, NODE_OPTIONS: '', ...env },
    timeout: 60_000,
  });
  const { arenas, kept } = JSON.parse(output.trim().split('\n').at(-1)!) as { arenas: number; kept: number };
  expect(kept).toBe(200);
  return arenas;
}

const PROBE_FLAGS = ['--allow-natives-syntax', '--expose-gc', '--min-semi-space-size=16'];

function objectStaysYoung(flags: string[]): boolean {
  const output = execFileSync(process.execPath, [...flags, ...PROBE_FLAGS, '-e', PRETENURING_PROBE], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
    timeout: 60_000,
  });
  const { young, kept } = JSON.parse(output.trim().split('\n').at(-1)!) as { young: boolean; kept: number };
  expect(kept).toBe(300_000);
  return young;
}

describe("the server's start command", () => {
  it('turns off V8 allocation-site pretenuring, so short-lived objects of a site once found long-lived stay young', () => {
    const { flags } = startCommand();
    // Without the flag this V8 allocates the probe's object in the old generation (the control: if a V8
    // release stops tenuring this site, the probe no longer tells the two apart and this fails on purpose).
    expect(objectStaysYoung(flags.filter((flag) => flag !== '--no-allocation-site-pretenuring'))).toBe(false);
    expect(objectStaysYoung(flags)).toBe(true);
  });

  it('gives every thread the one malloc arena, so what the export worker frees is reused by the others', () => {
    const { env } = startCommand();
    // Without it glibc gives each thread that allocates an arena of its own (the control: if the probe stops
    // finding them, it no longer tells the two apart and this fails on purpose).
    expect(threadArenas({})).toBeGreaterThan(0);
    expect(env).toMatchObject({ MALLOC_ARENA_MAX: '1' });
    expect(threadArenas(env)).toBe(0);
  });

  it('is the command the container image runs', () => {
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const cmd = [...dockerfile.matchAll(/^CMD (\[.*\])$/gm)].at(-1);
    expect(cmd, 'the Dockerfile has an exec-form CMD').toBeDefined();
    const { env, flags, entry } = startCommand();
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...flags, entry]);
    // The environment the start script sets, in the runtime stage's ENV (the last one).
    const envBlock = [...dockerfile.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)].at(-1)?.[1] ?? '';
    const imageEnv = Object.fromEntries(
      envBlock
        .split(/\\?\s+/)
        .filter((word) => word.includes('='))
        .map((word) => word.split(/=(.*)/s).slice(0, 2)),
    );
    expect(imageEnv).toMatchObject(env);
  });
});
