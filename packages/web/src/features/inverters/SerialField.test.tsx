import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidateFirmware } from '../../lib/firmware/index.ts';
import { fakeGateway } from '../../test/fakeGateway.ts';
import { loadStrings } from '../../test/i18n.ts';
import InvertersPage from './InvertersPage.tsx';

// Whole screens on a loaded machine: generous bounds (tests wait for states, never for time).
const SLOW = { timeout: 8000 };
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await loadStrings();
});

afterEach(() => {
  vi.unstubAllGlobals();
  invalidateFirmware();
});

/** The add form of a gateway on `release`, with `serial` typed into it; resolves to the serial input. */
async function typeSerial(release: string, serial: string): Promise<HTMLElement> {
  fakeGateway({
    '/api/system/status': { git_hash: release },
    '/api/inverter/list': { inverter: [] },
  });
  render(
    <MemoryRouter>
      <InvertersPage />
    </MemoryRouter>,
  );
  const input = await screen.findByLabelText('Serial number', {}, SLOW);
  await userEvent.setup().type(input, serial);
  return input;
}

describe('serial field: the model as the gateway’s release knows it (firmware-versions §2.10)', () => {
  it('v26.3.30 knows the HMS-4CH prefix 0x1166', async () => {
    await typeSerial('v26.3.30', '116612345678');
    expect(await screen.findByText('Detected model: HMS-1600/1800/2000-4T', {}, SLOW)).toBeVisible();
    expect(screen.queryByText(/cannot talk/)).toBeNull();
  });

  it('v25.1.14 knows the HMS-450/500-1T v2 prefix 0x1400', async () => {
    await typeSerial('v25.1.14', '140012345678');
    expect(await screen.findByText('Detected model: HMS-450/500-1T v2', {}, SLOW)).toBeVisible();
    expect(screen.queryByText(/cannot talk/)).toBeNull();
  });

  it('v24.10.6 has no model for 0x1400: it says so, and names the release that has', async () => {
    await typeSerial('v24.10.6', '140012345678');
    expect(
      await screen.findByText(
        'This gateway’s firmware (v24.10.6) has no model for this serial: it saves it but cannot talk to the inverter. Newer OpenDTU releases know it as HMS-450/500-1T v2.',
        {},
        SLOW,
      ),
    ).toBeVisible();
  });

  it('v25.5.10 reads 0x114a as an HM-2CH by its digits: it says newer releases know an HMS', async () => {
    await typeSerial('v25.5.10', '114a12345678');
    expect(
      await screen.findByText(
        'This gateway’s firmware (v25.5.10) takes it for an HM-600/700/800-2T; newer OpenDTU releases know it as HMS-600/700/800/900/1000-2T. Update the gateway to talk to this inverter.',
        {},
        SLOW,
      ),
    ).toBeVisible();
  });

  it('a serial no release knows is unknown on every release', async () => {
    await typeSerial('v26.3.30', '999912345678');
    expect(
      await screen.findByText(
        'No known model has this serial; the gateway saves it but cannot talk to it.',
        {},
        SLOW,
      ),
    ).toBeVisible();
  });
});
