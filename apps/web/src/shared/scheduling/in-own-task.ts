const pending: (() => void)[] = [];
let channel: MessageChannel | undefined;

/**
 * Runs `work` in a new task, in the order given (a message to itself: unlike `setTimeout`, never clamped to
 * 4 ms). Where `yieldToMain` resumes a caller ahead of queued work, this queues behind it, as React's scheduler
 * does with its renders.
 */
export function inOwnTask(work: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => pending.shift()?.();
  }
  pending.push(work);
  channel.port2.postMessage(undefined);
}
