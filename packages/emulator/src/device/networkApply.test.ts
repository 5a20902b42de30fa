import { configDefaults } from '@dtu-web/protocol';
import { describe, expect, it } from 'vitest';
import { NetworkInEffect, type WifiSettings } from './networkApply.ts';

const wifi = (hostname: string): WifiSettings => ({
  ...configDefaults({ chipId: 0x1a2b3c, release: 'v26.3.30' }).wifi,
  hostname,
});

function setup() {
  const clock = { ms: 1000, monotonic: () => clock.ms };
  const applied: number[] = [];
  const network = new NetworkInEffect(clock, wifi('boot'), (at) => applied.push(at));
  return { clock, applied, network };
}

describe('the network settings in effect', () => {
  it('takes a change at once with no delay, and says when', () => {
    const { network, applied } = setup();
    network.schedule(wifi('now'), 0);
    expect(network.current().hostname).toBe('now');
    expect(applied).toEqual([1000]);
  });

  it('takes a delayed change when the monotonic clock reaches it, dated then even if read later', () => {
    const { clock, network, applied } = setup();
    network.schedule(wifi('later'), 500);
    clock.ms += 499;
    expect(network.current().hostname).toBe('boot');
    clock.ms += 2000;
    expect(network.current().hostname).toBe('later');
    expect(applied).toEqual([1500]);
  });

  it('lets a second save replace one still waiting, counting from the second', () => {
    const { clock, network, applied } = setup();
    network.schedule(wifi('first'), 500);
    clock.ms += 300;
    network.schedule(wifi('second'), 500);
    clock.ms += 300;
    expect(network.current().hostname).toBe('boot');
    clock.ms += 200;
    expect(network.current().hostname).toBe('second');
    expect(applied).toEqual([1800]);
  });

  it('applies a due change before the next save waits', () => {
    const { clock, network, applied } = setup();
    network.schedule(wifi('first'), 500);
    clock.ms += 600;
    network.schedule(wifi('second'), 500);
    expect(network.current().hostname).toBe('first');
    expect(applied).toEqual([1500]);
  });

  it('forgets a waiting change at a boot: the stored settings are in effect', () => {
    const { clock, network, applied } = setup();
    network.schedule(wifi('lost'), 500);
    network.boot(wifi('stored'));
    clock.ms += 1000;
    expect(network.current().hostname).toBe('stored');
    expect(applied).toEqual([]);
  });
});
