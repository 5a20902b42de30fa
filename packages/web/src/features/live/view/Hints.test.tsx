import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveStore } from '../../../lib/live/index.ts';
import { loadStrings } from '../../../test/i18n.ts';
import { frame, hints, inverter, status } from '../../../test/liveFrames.ts';
import { Hints } from './Hints.tsx';

beforeAll(async () => {
  await loadStrings();
});

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline in tests')));
});

afterEach(() => {
  act(() => {
    liveStore.applyStatus(status(), Date.now());
  });
  vi.unstubAllGlobals();
});

function show(over: Parameters<typeof hints>[0]) {
  liveStore.applyFrame({ ...frame(inverter('116180123456')), hints: hints(over) }, Date.now());
  render(
    <MemoryRouter>
      <Hints />
    </MemoryRouter>,
  );
}

describe('hints', () => {
  it('warns that a generic build has no pin profile chosen (v25.1.14+), with a link to the device manager', () => {
    show({ pin_mapping_issue: true });
    const hint = screen.getByRole('status');
    expect(hint).toHaveTextContent('This firmware build needs a pin profile, and none is chosen yet.');
    expect(hint).not.toHaveClass('live-hint-danger');
    expect(screen.getByRole('link', { name: 'Device manager' })).toHaveAttribute('href', '/settings/device');
  });

  it('says nothing while the pin profile is fine or the release does not send the hint', () => {
    show({ pin_mapping_issue: false });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
