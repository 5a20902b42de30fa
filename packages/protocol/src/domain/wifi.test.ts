import { describe, expect, it } from 'vitest';
import { wifiQuality } from './wifi.ts';

describe('wifiQuality', () => {
  it.each([
    [-127, 0],
    [-100, 0],
    [-99, 2],
    [-75, 50],
    [-61, 78],
    [-51, 98],
    [-50, 100],
    [-30, 100],
    [0, 100],
  ])('%i dBm → %i %%', (dbm, percent) => {
    expect(wifiQuality(dbm)).toBe(percent);
  });
});
