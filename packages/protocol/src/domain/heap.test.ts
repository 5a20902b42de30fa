import { describe, expect, it } from 'vitest';
import { heapFragmentation, heapMaxUsage, percentUsed, toKB } from './heap.ts';

describe('heap figures', () => {
  it('computes fragmentation from the largest block and the free heap', () => {
    // System status example: total 327680, used 180224 → free 147456, max block 77812.
    expect(heapFragmentation(77812, 327680 - 180224)).toBeCloseTo(0.4723, 4);
    expect(heapFragmentation(1000, 1000)).toBe(0);
    expect(heapFragmentation(0, 1000)).toBe(1);
    expect(heapFragmentation(0, 0)).toBe(0);
  });

  it('computes the maximum usage since boot', () => {
    expect(heapMaxUsage(327680, 81920)).toEqual({ absolute: 245760, relative: 0.75 });
    expect(heapMaxUsage(0, 0)).toEqual({ absolute: 0, relative: 0 });
  });

  it.each([
    [0, 0],
    [511, 0],
    [512, 1],
    [1024, 1],
    [1535, 1],
    [1536, 2],
    [327680, 320],
  ])('%i bytes → %i KB', (bytes, kb) => {
    expect(toKB(bytes)).toBe(kb);
  });

  it.each([
    [180224, 327680, 55],
    [1, 3, 33],
    [2, 3, 67],
    [0, 100, 0],
    [100, 100, 100],
    [5, 0, 0],
  ])('%i of %i → %i %%', (used, total, percent) => {
    expect(percentUsed(used, total)).toBe(percent);
  });
});
