import { describe, expect, it, vi } from 'vitest';
import { buildIdIn, BuildWatch } from './buildWatch.ts';

describe('buildIdIn', () => {
  it('reads the id a build writes into index.html', () => {
    expect(buildIdIn('<head><meta name="dtu-build" content="b479b0e759fc9e3e"></head>')).toBe(
      'b479b0e759fc9e3e',
    );
    expect(buildIdIn('<head><title>x</title></head>')).toBeNull();
  });
});

describe('BuildWatch', () => {
  it('reports a newer build once the server hands out another id, and keeps saying so', async () => {
    const served = vi.fn<() => Promise<string | null>>().mockResolvedValue('aaa');
    const watch = new BuildWatch({ current: 'aaa', served });
    const listener = vi.fn();
    watch.subscribe(listener);
    await watch.check();
    expect(watch.getSnapshot()).toBe(false);
    served.mockResolvedValue('bbb');
    await watch.check();
    expect(watch.getSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await watch.check();
    expect(served).toHaveBeenCalledTimes(2);
  });

  it('ignores a failed check or a page without an id, and never asks without an id of its own', async () => {
    const failing = new BuildWatch({ current: 'aaa', served: () => Promise.reject(new Error('offline')) });
    await failing.check();
    expect(failing.getSnapshot()).toBe(false);
    const noId = new BuildWatch({ current: 'aaa', served: () => Promise.resolve(null) });
    await noId.check();
    expect(noId.getSnapshot()).toBe(false);
    const served = vi.fn(() => Promise.resolve('bbb'));
    const dev = new BuildWatch({ current: null, served });
    await dev.check();
    expect(served).not.toHaveBeenCalled();
    expect(dev.getSnapshot()).toBe(false);
  });

  it('runs one check at a time', async () => {
    let answer: (id: string) => void = () => undefined;
    const served = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const watch = new BuildWatch({ current: 'aaa', served });
    const first = watch.check();
    const second = watch.check();
    answer('bbb');
    await Promise.all([first, second]);
    expect(served).toHaveBeenCalledTimes(1);
    expect(watch.getSnapshot()).toBe(true);
  });
});
