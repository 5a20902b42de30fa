// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Backoff, RETRY_MS } from './backoff.ts';

describe('the reconnect backoff', () => {
  it('waits longer after each failed attempt, up to the longest wait', () => {
    const backoff = new Backoff();
    const waits = Array.from({ length: RETRY_MS.length + 2 }, () => backoff.next());
    expect(waits).toEqual([...RETRY_MS, 1500, 1500]);
  });

  it('starts from the shortest wait again once a connection opened', () => {
    const backoff = new Backoff();
    backoff.next();
    backoff.next();
    backoff.reset();
    expect(backoff.next()).toBe(RETRY_MS[0]);
  });
});
