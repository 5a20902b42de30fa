// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitUptime } from './deviceTime.ts';

describe('splitUptime', () => {
  it('splits seconds into days and a padded time of day', () => {
    expect(splitUptime(0)).toEqual({ days: 0, time: '00:00:00' });
    expect(splitUptime(59)).toEqual({ days: 0, time: '00:00:59' });
    expect(splitUptime(86399)).toEqual({ days: 0, time: '23:59:59' });
    expect(splitUptime(86400)).toEqual({ days: 1, time: '00:00:00' });
    expect(splitUptime(86412)).toEqual({ days: 1, time: '00:00:12' });
    expect(splitUptime(3 * 86400 + 4 * 3600 + 5 * 60 + 6)).toEqual({ days: 3, time: '04:05:06' });
  });
});
