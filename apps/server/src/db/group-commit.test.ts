import { createGroupCommit, isDatabaseRefusal } from './group-commit.js';

/** A database stand-in whose calls finish when the test says so, recording what each call carried. */
function recorder() {
  const calls: { kind: 'batch' | 'one'; items: number[]; finish: (error?: unknown) => void }[] = [];
  const call = (kind: 'batch' | 'one', items: number[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ kind, items, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return {
    calls,
    async runBatch(items: number[]) {
      await call('batch', items);
      return items.map((item) => `batch ${item}`);
    },
    async runOne(item: number) {
      await call('one', [item]);
      return `one ${item}`;
    },
  };
}

const refusal = (code: string) => Object.assign(new Error('refused'), { code });
/** Lets the group commit's promise chains run (no timers involved). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createGroupCommit', () => {
  it('sends an item alone at once, and what arrives meanwhile together, in order, at most maxBatch', async () => {
    const db = recorder();
    const group = createGroupCommit({
      ...db,
      maxBatch: 3,
      compare: (a: number, b: number) => (a % 10) - (b % 10),
    });
    const results = [5, 13, 2, 22, 7].map((item) => group.submit(item));
    expect(db.calls.map(({ kind, items }) => [kind, items])).toEqual([['one', [5]]]);
    expect(group.stats()).toEqual({ items: 5, batches: 1, refused: 0, waiting: 4 });
    db.calls[0]!.finish();
    await settle();
    // The next three, ordered by the last digit; 2 and 22 compare equal and keep their order of arrival.
    expect(db.calls[1]).toMatchObject({ kind: 'batch', items: [2, 22, 13] });
    db.calls[1]!.finish();
    await settle();
    expect(db.calls[2]).toMatchObject({ kind: 'one', items: [7] });
    db.calls[2]!.finish();
    expect(await Promise.all(results)).toEqual(['one 5', 'batch 13', 'batch 2', 'batch 22', 'one 7']);
    expect(group.stats()).toEqual({ items: 5, batches: 3, refused: 0, waiting: 0 });
  });

  it('sends each item of a refused batch alone, one after another, and does not hold the next batch', async () => {
    const db = recorder();
    const group = createGroupCommit({ ...db, maxBatch: 10 });
    const results = [1, 2, 3].map((item) => group.submit(item).catch((error: Error) => error.message));
    db.calls[0]!.finish();
    await settle();
    db.calls[1]!.finish(refusal('55P03'));
    await settle();
    const later = group.submit(4);
    // Item 2 alone, and item 4, which arrived after the refusal, already on its way beside it.
    expect(db.calls.slice(2).map(({ kind, items }) => [kind, items])).toEqual([
      ['one', [2]],
      ['one', [4]],
    ]);
    db.calls[2]!.finish(refusal('23503'));
    await settle();
    expect(db.calls[4]).toMatchObject({ kind: 'one', items: [3] });
    db.calls[4]!.finish();
    db.calls[3]!.finish();
    expect(await Promise.all([...results, later])).toEqual(['one 1', 'refused', 'one 3', 'one 4']);
    expect(group.stats()).toEqual({ items: 4, batches: 3, refused: 1, waiting: 0 });
  });

  it('fails every item of a batch that may have committed (no answer from the database), sending none again', async () => {
    const db = recorder();
    const group = createGroupCommit({ ...db, maxBatch: 10 });
    const results = [1, 2, 3].map((item) => group.submit(item).catch((error: Error) => error.message));
    db.calls[0]!.finish();
    await settle();
    db.calls[1]!.finish(new Error('Connection terminated unexpectedly'));
    expect(await Promise.all(results)).toEqual([
      'one 1',
      'Connection terminated unexpectedly',
      'Connection terminated unexpectedly',
    ]);
    expect(db.calls).toHaveLength(2);
  });

  it('sends the next call before telling the callers of the one that ended', async () => {
    const db = recorder();
    const group = createGroupCommit({ ...db, maxBatch: 10 });
    // What each caller saw when it was told: how many calls the database had been sent by then.
    const callsWhenTold: Record<string, number> = {};
    const results = [1, 2, 3, 4, 5].map((item) =>
      group.submit(item).then((result) => {
        callsWhenTold[result] = db.calls.length;
        return result;
      }),
    );
    db.calls[0]!.finish();
    await results[0];
    // Item 1's call ended while 2-5 waited: their call was already on its way when item 1's caller went on.
    expect(callsWhenTold['one 1']).toBe(2);
    const later = group.submit(6).then((result) => {
      callsWhenTold[result] = db.calls.length;
      return result;
    });
    db.calls[1]!.finish();
    await results[1];
    expect(db.calls[2]).toMatchObject({ kind: 'one', items: [6] });
    expect(callsWhenTold['batch 2']).toBe(3);
    db.calls[2]!.finish();
    expect(await Promise.all([...results, later])).toEqual([
      'one 1',
      'batch 2',
      'batch 3',
      'batch 4',
      'batch 5',
      'one 6',
    ]);
  });

  it('fails a batch whose results do not match its items', async () => {
    const group = createGroupCommit({
      runBatch: async (items: number[]) => items.slice(1),
      runOne: async (item: number) => item,
      maxBatch: 10,
    });
    const results = [1, 2, 3].map((item) => group.submit(item).catch((error: Error) => error.message));
    expect(await Promise.all(results)).toEqual([
      1,
      'group commit: 1 results for 2 items',
      'group commit: 1 results for 2 items',
    ]);
  });

  it('knows a refusal by its SQLSTATE, also as the cause of a wrapped error', () => {
    expect(isDatabaseRefusal(refusal('40P01'))).toBe(true);
    expect(isDatabaseRefusal(new Error('wrapped', { cause: refusal('55P03') }))).toBe(true);
    expect(isDatabaseRefusal(Object.assign(new Error('socket'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isDatabaseRefusal(new Error('Connection terminated'))).toBe(false);
  });
});
