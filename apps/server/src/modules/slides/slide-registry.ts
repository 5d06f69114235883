import { createSlideRegistry, type RegistrablePlugin, type SlideRegistry } from '@platform/slide-sdk';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ROOT } from '../../paths.js';
import { discoverSlideCores } from './plugin-discovery.js';

/** A core of any slide type (the registry checks values at runtime). */
export type AnySlideCore = Extract<RegistrablePlugin, { kind: 'slide-core' }>;

/** The server's registry: plugin cores only, never React. */
export type ServerSlideRegistry = SlideRegistry<AnySlideCore>;

/** Builds the registry from the slide plugins installed as dependencies of the server package. */
export async function loadServerSlideRegistry(): Promise<ServerSlideRegistry> {
  const cores = await discoverSlideCores(pathToFileURL(path.join(SERVER_ROOT, 'package.json')));
  return createSlideRegistry(cores);
}

/** Loaded once per process; a plugin that breaks the contract stops the server at start with the registry's message. */
export const serverSlideRegistry: ServerSlideRegistry = await loadServerSlideRegistry();
