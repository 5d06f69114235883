import { createSlideRegistry, type RegistrablePlugin, type SlidePlugin } from '@platform/slide-sdk';
import type { DiscoveredSlidePlugin } from './discovered-slide-plugin.js';
import { discoveredSlidePlugins } from './generated/slide-plugin-modules.js';

/** A registered slide core (framework-free part); its React part loads with {@link loadSlidePlugin}. */
export type WebSlideCore = Extract<RegistrablePlugin, { kind: 'slide-core' }>;
/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- plugins differ in their data types */
export type WebSlidePlugin = SlidePlugin<any, any, any>;

function exportOfKind<T>(module: Record<string, unknown>, kind: string): T | undefined {
  const isKind = (value: unknown) =>
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind;
  if (isKind(module.default)) return module.default as T;
  return Object.values(module).find(isKind) as T | undefined;
}

/** The core exported by a plugin's core entry (the value made by `defineSlideCore`). */
export function coreOfModule(source: DiscoveredSlidePlugin): WebSlideCore {
  const core = exportOfKind<WebSlideCore>(source.core, 'slide-core');
  if (!core) throw new Error(`${source.packageName}: the core entry exports no defineSlideCore value`);
  return core;
}

const loaders = new Map<string, DiscoveredSlidePlugin>();
const cores = discoveredSlidePlugins.map((source) => {
  const core = coreOfModule(source);
  loaders.set(core.type, source);
  return core;
});

/**
 * The web app's one slide registry, built from the cores of the discovered plugins (eager and small), so
 * resolving, validating and creating slides never waits for a plugin's React code.
 */
export const slideRegistry = createSlideRegistry(cores);

const pluginLoads = new Map<string, Promise<WebSlidePlugin>>();

/** Loads (once) the React part of a registered slide type: Editor, View, Review and icon. */
export function loadSlidePlugin(type: string): Promise<WebSlidePlugin> {
  let load = pluginLoads.get(type);
  if (!load) {
    const source = loaders.get(type);
    if (!source) return Promise.reject(new Error(`No slide plugin for ${type}`));
    load = source.loadUi().then((module) => {
      const plugin = exportOfKind<WebSlidePlugin>(module, 'slide-plugin');
      if (!plugin || plugin.type !== type)
        throw new Error(`${source.packageName}: no slide plugin of ${type}`);
      return plugin;
    });
    // A failed load (network) can be retried later.
    load.catch(() => pluginLoads.delete(type));
    pluginLoads.set(type, load);
  }
  return load;
}
