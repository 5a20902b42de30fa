import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { probeCompanion, resetCompanionProbe } from '../lib/history/companion.ts';
import { loadStrings } from '../test/i18n.ts';
import { GatewayPickerSlot } from './GatewayPickerSlot.tsx';

beforeAll(async () => {
  await loadStrings();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetCompanionProbe();
});

/** A page in front of a companion (or a bare gateway) whose /api/x/info answers `info`. */
async function renderWith(info: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) =>
      Promise.resolve(input === '/api/x/info' ? info.clone() : Response.json({ gateways: [] })),
    ),
  );
  await probeCompanion();
  render(
    <MemoryRouter>
      <ul>
        <GatewayPickerSlot />
      </ul>
    </MemoryRouter>,
  );
}

const gateway = (id: string) => ({ id, name: id, origin: 'http://127.0.0.1' });

describe('GatewayPickerSlot', () => {
  it('shows the picker when the companion has several gateways', async () => {
    await renderWith(
      Response.json({ version: '1', history: true, gateways: [gateway('home'), gateway('garage')] }),
    );
    expect(await screen.findByRole('button', { name: 'All gateways' })).toBeInTheDocument();
  });

  it('shows nothing with one gateway or on a bare gateway', async () => {
    await renderWith(Response.json({ version: '1', history: true, gateways: [gateway('sim')] }));
    expect(screen.queryByRole('button')).toBeNull();
    resetCompanionProbe();
    await renderWith(new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
