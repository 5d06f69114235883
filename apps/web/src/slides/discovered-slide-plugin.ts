/** One discovered plugin package: its core module (eager) and a loader of its React module (lazy). */
export interface DiscoveredSlidePlugin {
  packageName: string;
  core: Record<string, unknown>;
  loadUi(): Promise<Record<string, unknown>>;
}
