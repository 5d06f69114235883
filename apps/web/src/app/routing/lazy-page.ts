import { lazy } from 'react';
import type { PageComponent } from './route-definition.js';

/** A page loaded on first visit; pages are named exports, so this picks one out of the module. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => PageComponent): PageComponent {
  return lazy(async () => ({ default: pick(await load()) }));
}
