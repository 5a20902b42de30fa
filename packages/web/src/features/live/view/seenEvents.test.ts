import { describe, expect, it } from 'vitest';
import { unreadEvents } from './seenEvents.ts';

describe('unread events', () => {
  it('counts the entries added since the log was last opened', () => {
    expect(unreadEvents('a', 5, { a: 3 })).toBe(2);
    expect(unreadEvents('a', 3, { a: 3 })).toBe(0);
    expect(unreadEvents('b', 4, { a: 3 })).toBe(4);
  });

  it('counts a log cleared since (shorter than seen) as all new', () => {
    expect(unreadEvents('a', 2, { a: 9 })).toBe(2);
  });
});
