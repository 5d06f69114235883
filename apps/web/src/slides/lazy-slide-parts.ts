import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SlideEditorProps, SlideReviewProps, SlideViewProps } from '@platform/slide-sdk';
import { loadSlidePlugin } from './slide-registry.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- one component set per plugin, whatever its data types */
export interface LazySlideParts {
  Editor: LazyExoticComponent<ComponentType<SlideEditorProps<any>>>;
  View: LazyExoticComponent<ComponentType<SlideViewProps<any, any>>>;
  /** Null component when the plugin has no Review (the host shows its own fallback). */
  Review: LazyExoticComponent<ComponentType<SlideReviewProps<any, any>>>;
  Icon: LazyExoticComponent<ComponentType<{ className?: string }>>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const partsByType = new Map<string, LazySlideParts>();

/** React.lazy components of one slide type; the plugin's React code is fetched on first render. */
export function lazySlideParts(type: string): LazySlideParts {
  let parts = partsByType.get(type);
  if (!parts) {
    parts = {
      Editor: lazy(async () => ({ default: (await loadSlidePlugin(type)).Editor })),
      View: lazy(async () => ({ default: (await loadSlidePlugin(type)).View })),
      Review: lazy(async () => ({ default: (await loadSlidePlugin(type)).Review ?? (() => null) })),
      Icon: lazy(async () => ({ default: (await loadSlidePlugin(type)).icon })),
    };
    partsByType.set(type, parts);
  }
  return parts;
}
