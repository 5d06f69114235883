import type { SlideCore, SlidePlugin } from './types.js';

/* eslint-disable @typescript-eslint/no-explicit-any --
 * Plugins are invariant in their data types (their components take props of them), so a list of
 * different plugins can only be typed with `any` type arguments. Values are checked at runtime instead.
 */

/** A core of any slide type. */
export type AnySlideCore = SlideCore<any, any, any>;

/** A plugin of any slide type. */
export type AnySlidePlugin = SlidePlugin<any, any, any>;

/** Anything the registry accepts: cores (server) or full plugins (web app). */
export type RegistrablePlugin = AnySlideCore | AnySlidePlugin;
/* eslint-enable @typescript-eslint/no-explicit-any */
