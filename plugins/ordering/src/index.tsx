import { defineSlidePlugin } from '@platform/slide-sdk';
import { orderingCore } from './core/index.js';
import { OrderingEditor } from './editor.js';
import { OrderingIcon } from './icon.js';
import { OrderingReview } from './review.js';
import { OrderingView } from './view.js';

/** The ORDERING slide plugin: pupils put items in order (drag and drop or keyboard), partial credit. */
export const orderingPlugin = defineSlidePlugin(orderingCore, {
  Editor: OrderingEditor,
  View: OrderingView,
  Review: OrderingReview,
  icon: OrderingIcon,
});

export default orderingPlugin;
export * from './core/index.js';
export { OrderingEditor, OrderingIcon, OrderingReview, OrderingView };
