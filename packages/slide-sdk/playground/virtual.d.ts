// The module `slide-sdk dev` generates: the plugin under development and its fixtures.
declare module 'virtual:slide-playground' {
  export const pluginModule: Record<string, unknown>;
  export const fixturesModule: Record<string, unknown>;
}
