import { defineSlidePlugin } from '@platform/slide-sdk';
import { infoCore } from './core/index.js';
import { InfoEditor } from './editor.js';
import { InfoIcon } from './icon.js';
import { InfoView } from './view.js';

/** The INFO slide plugin: markdown content with an optional image; seen counts as answered. */
export const infoPlugin = defineSlidePlugin(infoCore, { Editor: InfoEditor, View: InfoView, icon: InfoIcon });

export default infoPlugin;
export * from './core/index.js';
export { InfoEditor, InfoIcon, InfoView };
