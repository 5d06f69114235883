export { slidePluginEntries } from './slide-plugin-entries.js';

/** A slide plugin package found among a host's dependencies, with the import specifiers of its entries. */
export interface DiscoveredSlidePluginPackage {
  packageName: string;
  /** Specifier of the framework-free entry (server, registry). */
  core: string;
  /** Specifier of the React entry (web app, loaded lazily). */
  ui: string;
}

/** The package.json path of an installed package, looked up in node_modules upwards from `fromDir`. */
export declare function findInstalledPackageJson(packageName: string, fromDir: string): string | undefined;

/**
 * The one discovery rule of the platform: a slide plugin is any dependency (or optional dependency) of the
 * host package, whatever its name or scope (`@platform/slide-x`, `@acme/slide-poll`, `eco-slide-poll`),
 * whose package.json has a valid `"slidePlugin"` field. Sorted by package name; missing packages are skipped.
 *
 * @param hostDir folder of the host's package.json (e.g. apps/web)
 */
export declare function discoverSlidePluginPackages(hostDir: string): DiscoveredSlidePluginPackage[];
