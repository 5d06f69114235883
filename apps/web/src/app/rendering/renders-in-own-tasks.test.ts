import { h, options, render } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inOwnTask } from '../../shared/scheduling/in-own-task.js';
import { rendersInOwnTasks } from './renders-in-own-tasks.js';

// The production build's Preact (the unit tests otherwise run React): the hook changes when it re-renders.
const nextTask = () => new Promise<void>((resolve) => inOwnTask(resolve));

describe('rendersInOwnTasks', () => {
  let before: typeof options.debounceRendering;
  let host: HTMLElement;
  let setCount: (count: number) => void = () => undefined;
  let renders = 0;

  function Counter() {
    const [count, set] = useState(0);
    setCount = set;
    renders++;
    return h('p', null, String(count));
  }

  beforeEach(() => {
    before = options.debounceRendering;
    rendersInOwnTasks();
    host = document.createElement('div');
    render(h(Counter, null), host);
    renders = 0;
  });
  afterEach(() => {
    render(null, host);
    options.debounceRendering = before;
  });

  it('re-renders in a task after the one that changed the state, not in its microtasks', async () => {
    setCount(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(host.textContent).toBe('0');
    await nextTask();
    expect(host.textContent).toBe('1');
  });

  it('renders a batch of changes made in one task once', async () => {
    setCount(1);
    setCount(2);
    setCount(3);
    await nextTask();
    expect(host.textContent).toBe('3');
    expect(renders).toBe(1);
  });
});

describe('inOwnTask', () => {
  it('runs work in the order it was given, after the current task', async () => {
    const ran: string[] = [];
    inOwnTask(() => ran.push('first'));
    inOwnTask(() => ran.push('second'));
    await Promise.resolve();
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual(['first', 'second']);
  });
});
