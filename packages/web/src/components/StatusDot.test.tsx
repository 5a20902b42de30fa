import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../test/i18n.ts';
import { fakeMediaQueryList, type FakeMediaQueryList } from '../test/matchMedia.ts';
import { StatusDot } from './StatusDot.tsx';

beforeAll(async () => {
  await loadStrings();
});

/** jsdom has no Web Animations: a recorded `animate` whose animations can be cancelled. */
const animate = vi.fn<(keyframes: Keyframe[], options: KeyframeAnimationOptions) => { cancel: () => void }>();
const cancel = vi.fn();
let reducedMotion: FakeMediaQueryList;

beforeEach(() => {
  animate.mockReset().mockReturnValue({ cancel });
  cancel.mockReset();
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
  reducedMotion = fakeMediaQueryList('(prefers-reduced-motion: reduce)');
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === reducedMotion.media ? reducedMotion : fakeMediaQueryList(query),
  );
});

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'animate');
  vi.restoreAllMocks();
});

describe('StatusDot', () => {
  it('repeats the 32 px ring every 2.5 s while online, for as long as it stays online', () => {
    render(<StatusDot online />);
    expect(screen.getByRole('img', { name: 'Online' })).toHaveClass('status-dot', 'online');
    expect(animate).toHaveBeenCalledOnce();
    const [keyframes, options] = animate.mock.calls[0] ?? [];
    expect(options).toMatchObject({ duration: 2500, iterations: Infinity });
    expect(keyframes?.at(-1)).toMatchObject({ transform: 'scale(1)', opacity: 0 });
    expect(animate.mock.contexts[0]).toHaveClass('status-ring');
  });

  it('shows a still red dot offline, and stops the ring when the link drops', () => {
    const { rerender } = render(<StatusDot online />);
    rerender(<StatusDot online={false} />);
    expect(cancel).toHaveBeenCalledOnce();
    const dot = screen.getByRole('img', { name: 'Offline' });
    expect(dot).toHaveClass('status-dot', 'offline');
    expect(dot.querySelector('.status-ring')).toBeNull();
    rerender(<StatusDot online />);
    expect(animate).toHaveBeenCalledTimes(2);
  });

  it('keeps the ring still under reduced motion, and follows a change of that setting', () => {
    reducedMotion.setMatches(true);
    render(<StatusDot online />);
    expect(animate).not.toHaveBeenCalled();
    reducedMotion.setMatches(false);
    expect(animate).toHaveBeenCalledOnce();
    reducedMotion.setMatches(true);
    expect(cancel).toHaveBeenCalledOnce();
  });
});
