import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellHandOver } from './shell.ts';

function Screen() {
  useShellHandOver();
  return <p>totals</p>;
}

afterEach(() => {
  window.dtuShellDone = undefined;
});

describe('useShellHandOver', () => {
  it('removes index.html’s live shell once, when the totals mount, and not again on re-renders', () => {
    const done = vi.fn();
    window.dtuShellDone = done;
    const { rerender } = render(<Screen />);
    expect(done).toHaveBeenCalledOnce();
    rerender(<Screen />);
    expect(done).toHaveBeenCalledOnce();
  });

  it('does nothing where no shell was served (the dev server, the unit tests)', () => {
    expect(() => render(<Screen />)).not.toThrow();
  });
});
