import { describe, expect, it } from 'vitest';
import { createBatcher } from './batch.js';

describe('createBatcher', () => {
  it('answers calls made in the same turn with one load, each with its own value', async () => {
    const loads: number[][] = [];
    const load = createBatcher(async (keys: number[]) => {
      loads.push(keys);
      return keys.map((k) => k * 10);
    });
    expect(await Promise.all([load(1), load(2), load(3)])).toEqual([10, 20, 30]);
    expect(loads).toEqual([[1, 2, 3]]);
    expect(await load(4)).toBe(40);
    expect(loads).toEqual([[1, 2, 3], [4]]);
  });

  it('splits batches at the maximum size', async () => {
    const sizes: number[] = [];
    const load = createBatcher(async (keys: number[]) => {
      sizes.push(keys.length);
      return keys;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(load))).toEqual([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('holds the calls made while a batch is being answered, and answers them together next', async () => {
    const loads: number[][] = [];
    let answer = () => {};
    const load = createBatcher(async (keys: number[]) => {
      loads.push(keys);
      if (loads.length === 1) await new Promise<void>((resolve) => (answer = resolve));
      return keys;
    });
    const first = load(1);
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch is in flight: these wait, across turns of the loop, for it to end.
    const later = [load(2)];
    await new Promise((resolve) => setImmediate(resolve));
    later.push(load(3));
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads).toEqual([[1]]);
    answer();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(loads).toEqual([[1], [2, 3]]);
  });

  it('fails every call of a failed load, and the next batch starts afresh', async () => {
    let fail = true;
    const load = createBatcher(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return keys;
    });
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('c')).toBe('c');
  });
});
