import { defineSlidePlugin } from '@platform/slide-sdk';
import { __camel__Core } from './core/index.js';
import { __Pascal__Editor } from './editor.js';
import { __Pascal__Icon } from './icon.js';
import { __Pascal__Review } from './review.js';
import { __Pascal__View } from './view.js';

export * from './core/index.js';

/** The complete __TYPE__ plugin: core plus React parts. The host loads this entry lazily. */
export const __camel__Plugin = defineSlidePlugin(__camel__Core, {
  Editor: __Pascal__Editor,
  View: __Pascal__View,
  Review: __Pascal__Review,
  icon: __Pascal__Icon,
});
