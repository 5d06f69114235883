import { createSlideRegistry, type SlideEnvelope, type SlideFixtures } from '@platform/slide-sdk';
import { imageUploadFixtures } from '@platform/slide-image-upload/fixtures';
import { infoFixtures } from '@platform/slide-info/fixtures';
import { orderingFixtures } from '@platform/slide-ordering/fixtures';
import { questionFixtures } from '@platform/slide-question/fixtures';
import { textFixtures } from '@platform/slide-text/fixtures';
import { videoPreviewFixtures } from '@platform/slide-video-preview/fixtures';
import { discoverSlideCores } from '../src/modules/slides/plugin-discovery.js';
import { caseFromDurations, startRssSampler, type CaseResult } from './measure.js';

const FIXTURES: [type: string, fixtures: SlideFixtures<unknown, unknown>][] = [
  ['QUESTION', questionFixtures as SlideFixtures<unknown, unknown>],
  ['VIDEO_PREVIEW', videoPreviewFixtures as SlideFixtures<unknown, unknown>],
  ['INFO', infoFixtures as SlideFixtures<unknown, unknown>],
  ['IMAGE_UPLOAD', imageUploadFixtures as SlideFixtures<unknown, unknown>],
  ['TEXT', textFixtures as SlideFixtures<unknown, unknown>],
  ['ORDERING', orderingFixtures as SlideFixtures<unknown, unknown>],
];

/** Times a synchronous call over a list of inputs, round robin, within a count and a time bound. */
function measureSync<T>(
  name: string,
  inputs: readonly T[],
  call: (input: T) => boolean,
  bounds: { maxOps: number; maxSeconds: number },
): CaseResult {
  if (inputs.length === 0) throw new Error(`${name}: no inputs`);
  for (let i = 0; i < Math.min(1_000, bounds.maxOps); i++) call(inputs[i % inputs.length]!); // warm-up
  const durations: number[] = [];
  const sampler = startRssSampler();
  const started = performance.now();
  const deadline = started + bounds.maxSeconds * 1000;
  let failures = 0;
  for (let i = 0; i < bounds.maxOps; i++) {
    const callStart = performance.now();
    if (!call(inputs[i % inputs.length]!)) failures++;
    const end = performance.now();
    durations.push(end - callStart);
    if (end > deadline) break;
  }
  const seconds = (performance.now() - started) / 1000;
  if (failures > 0) throw new Error(`${name}: ${failures} calls did not return ok`);
  return caseFromDurations(name, durations, seconds, {
    peakRssMb: sampler.stop(),
    note: `${inputs.length} fixture inputs, round robin`,
  });
}

/**
 * The slide registry's pure functions over every installed plugin's own fixtures: scoring an answer
 * (validate + score from stored data), migrating a legacy envelope, resolving a current one.
 */
export async function runSlideRegistryBenchmarks(bounds: {
  maxOps: number;
  maxSeconds: number;
}): Promise<CaseResult[]> {
  // The cores the server installs (its package.json), found the way the server finds them.
  const cores = await discoverSlideCores(new URL('../package.json', import.meta.url));
  if (cores.length !== FIXTURES.length)
    throw new Error(`expected ${FIXTURES.length} slide plugin cores, found ${cores.length}`);
  const registry = createSlideRegistry(cores);
  const current: SlideEnvelope[] = [];
  const legacy: SlideEnvelope[] = [];
  const scoring: { envelope: SlideEnvelope; answer: unknown }[] = [];
  for (const [type, fixtures] of FIXTURES) {
    const plugin = registry.require(type);
    const envelopeOf = (data: unknown, schemaVersion = plugin.schemaVersion): SlideEnvelope => ({
      type,
      pluginVersion: plugin.version,
      schemaVersion,
      data,
    });
    for (const item of fixtures.data) current.push(envelopeOf(item.data));
    for (const item of fixtures.legacyData) legacy.push(envelopeOf(item.data, item.schemaVersion));
    for (const item of fixtures.answers) {
      const data = fixtures.data.find((d) => d.name === item.dataName);
      if (data) scoring.push({ envelope: envelopeOf(data.data), answer: item.answer });
    }
  }
  return [
    measureSync(
      'slides: score answer',
      scoring,
      (input) => registry.score(input.envelope, input.answer).ok,
      bounds,
    ),
    measureSync(
      'slides: migrate legacy envelope',
      legacy,
      (envelope) => registry.migrate(envelope).ok,
      bounds,
    ),
    measureSync(
      'slides: resolve current envelope',
      current,
      (envelope) => registry.resolve(envelope).status === 'ok',
      bounds,
    ),
  ];
}

/** Every fixture answer of the installed plugins, by slide type. */
export function fixtureAnswersByType(): Map<string, unknown[]> {
  return new Map(FIXTURES.map(([type, fixtures]) => [type, fixtures.answers.map((item) => item.answer)]));
}
