import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from '../src/cli.ts';

describe('history options of the command line', () => {
  it('defaults to a month filled and the contract’s retention', () => {
    const options = parseCli([], '/tmp');
    expect(options !== 'help' && 'history' in options ? options.history : undefined).toEqual({
      days: 30,
      retention: { sampleDays: 90, meanDays: 730, dayDays: 0 },
    });
  });

  it('takes days to fill and each retention', () => {
    const options = parseCli(
      ['--history-days', '365', '--keep-samples', '30', '--keep-means', '365', '--keep-days', '3650'],
      '/tmp',
    );
    expect(options !== 'help' && 'history' in options ? options.history : undefined).toEqual({
      days: 365,
      retention: { sampleDays: 30, meanDays: 365, dayDays: 3650 },
    });
  });

  it.each([
    [['--history-days', 'many']],
    [['--history-days', '-1']],
    [['--keep-samples', '0']],
    [['--keep-means', '1.5']],
    [['--history-days', '5', '--device', 'http://127.0.0.1:9']],
  ])('refuses %j', (argv) => {
    expect(() => parseCli(argv, '/tmp')).toThrow(UsageError);
  });
});
