import type { SlideCore, SlidePlugin, SlideUiDefinition } from './types.js';

/**
 * Joins a slide type's core (from `defineSlideCore`) with its React parts. Every plugin has the same
 * shape: all core members, all UI members, `core` (the original core, for server-side code that only
 * needs it) and `kind: 'slide-plugin'`.
 *
 * @example
 * ```tsx
 * export const infoPlugin = defineSlidePlugin(infoCore, { Editor, View, icon: InfoIcon });
 * ```
 */
export function defineSlidePlugin<Data, Answer, LearnerData = Data>(
  core: SlideCore<Data, Answer, LearnerData>,
  ui: SlideUiDefinition<Data, Answer, LearnerData>,
): SlidePlugin<Data, Answer, LearnerData> {
  const { kind: _kind, ...coreMembers } = core;
  return { ...coreMembers, ...ui, core, kind: 'slide-plugin' };
}
