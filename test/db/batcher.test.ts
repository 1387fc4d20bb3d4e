import { describe, expect, it } from 'vitest';
import { Batcher, type Pending } from '../../src/db/batcher.js';

describe('the batcher', () => {
  /** Doubles numbers, a batch at a time, recording each batch it ran. */
  const doubler = (options: { maxBatchSize: number; maxConcurrentBatches?: number; failOn?: number }) => {
    const batches: number[][] = [];
    let running = 0;
    let mostRunning = 0;
    const batcher = new Batcher<number, number>(async (batch: readonly Pending<number, number>[]) => {
      running++;
      mostRunning = Math.max(mostRunning, running);
      batches.push(batch.map((p) => p.item));
      await new Promise((resolve) => setTimeout(resolve, 5)); // a batch's work takes time: batches overlap (kept)
      running--;
      if (batch.some((p) => p.item === options.failOn)) throw new Error(`no batch with ${options.failOn}`);
      for (const pending of batch) pending.resolve(pending.item * 2);
    }, options);
    return { batcher, batches, mostRunning: () => mostRunning };
  };

  it('runs what arrives in one turn as one batch, and what arrives while it runs as the next', async () => {
    const { batcher, batches } = doubler({ maxBatchSize: 10 });
    const first = [1, 2, 3].map((n) => batcher.add(n));
    await new Promise((resolve) => setImmediate(resolve));
    const second = [4, 5].map((n) => batcher.add(n));
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('bounds batch size and how many batches run at once', async () => {
    const { batcher, batches, mostRunning } = doubler({ maxBatchSize: 2, maxConcurrentBatches: 2 });
    const numbers = [1, 2, 3, 4, 5, 6, 7];
    expect(await Promise.all(numbers.map((n) => batcher.add(n)))).toEqual(numbers.map((n) => n * 2));
    expect(batches).toEqual([[1, 2], [3, 4], [5, 6], [7]]);
    expect(mostRunning()).toBe(2);
  });

  it('rejects the items of a batch that fails, and goes on with the next batches', async () => {
    const { batcher } = doubler({ maxBatchSize: 2, failOn: 2 });
    const results = await Promise.allSettled([1, 2, 3].map((n) => batcher.add(n)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ reason: new Error('no batch with 2') });
    expect(await batcher.add(4)).toBe(8);
  });

  it('lets a running batch take in what arrived since it began, within its bounds, and settles it with the batch', async () => {
    const batches: number[][] = [];
    const late: number[][] = [];
    const batcher = new Batcher<number, number>(
      async (batch, joinLate) => {
        await new Promise((resolve) => setTimeout(resolve, 5)); // the batch's first statements
        late.push(joinLate().map((p) => p.item));
        batches.push(batch.map((p) => p.item));
        if (batch.some((p) => p.item === 9)) throw new Error('no batch with 9');
        for (const pending of batch) pending.resolve(pending.item * 2);
      },
      { maxBatchSize: 4 },
    );
    const first = batcher.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const meanwhile = [2, 3, 4, 5].map((n) => batcher.add(n));
    expect(await Promise.all([first, ...meanwhile])).toEqual([2, 4, 6, 8, 10]);
    // 2, 3 and 4 joined the running batch (its size is 4 at most); 5 waited for the next.
    expect(late).toEqual([[2, 3, 4], []]);
    expect(batches).toEqual([[1, 2, 3, 4], [5]]);

    // A batch that fails rejects what joined it too.
    const failing = batcher.add(8);
    await new Promise((resolve) => setImmediate(resolve));
    const joined = batcher.add(9);
    const results = await Promise.allSettled([failing, joined]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
