import { options } from 'preact';
import { inOwnTask } from '../../shared/scheduling/in-own-task.js';

/**
 * Makes Preact re-render in a task of its own, as React's scheduler does, instead of in a microtask of the task
 * that changed the state. A state change in an effect or a response's handler then no longer adds its whole
 * re-render to that task: on a cheap phone the start-up's effects, the first responses and the re-renders
 * they cause were one long task that held every tap (docs/decisions.md, "Re-renders and the first render in tasks of their own").
 * Preact calls the hook once per batch of changes, so a batch still renders once. It matters in the
 * production build only: development and the unit tests run React, which this does not touch and which
 * schedules its renders this way already.
 */
export function rendersInOwnTasks(): void {
  options.debounceRendering = inOwnTask;
}
