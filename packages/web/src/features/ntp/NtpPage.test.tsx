import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidateFirmware } from '../../lib/firmware/index.ts';
import { loadStrings } from '../../test/i18n.ts';
import { fakeGateway } from '../../test/fakeGateway.ts';
import NtpPage from './NtpPage.tsx';

const ZONES = {
  'Europe/Berlin': 'CET-1CEST,M3.5.0,M10.5.0/3',
  'Asia/Tokyo': 'JST-9',
  'America/New_York': 'EST5EDT,M3.2.0,M11.1.0',
};
const CONFIG = {
  ntp_server: 'pool.ntp.org',
  ntp_timezone_descr: 'Europe/Berlin',
  latitude: 52.5,
  longitude: 13.4,
  sunsettype: 1,
};

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

function show() {
  render(
    <MemoryRouter>
      <NtpPage />
    </MemoryRouter>,
  );
}

async function chooseTokyoAndSave() {
  const user = userEvent.setup();
  const zone = await screen.findByLabelText('Time zone', { exact: true }, SLOW);
  await waitFor(() => {
    expect(zone.querySelectorAll('option')).toHaveLength(3);
  }, SLOW);
  await user.selectOptions(zone, 'Asia/Tokyo');
  expect(screen.getByLabelText('Time zone rule')).toHaveValue('JST-9');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('NTP settings on every release', () => {
  it('v26.3.30: zones from /api/ntp/zones, the rule shown from the list, both sent', async () => {
    const gateway = fakeGateway({
      '/api/system/status': { git_hash: 'v26.3.30' },
      '/api/ntp/config': CONFIG,
      '/api/ntp/zones': ZONES,
    });
    show();
    // The v26 config has no rule: the screen shows the list's rule for the configured name.
    await waitFor(() => {
      expect(screen.getByLabelText('Time zone rule')).toHaveValue('CET-1CEST,M3.5.0,M10.5.0/3');
    }, SLOW);
    await chooseTokyoAndSave();
    await waitFor(() => {
      expect(gateway.posts).toHaveLength(1);
    }, SLOW);
    expect(gateway.posts[0]?.body).toMatchObject({ ntp_timezone: 'JST-9', ntp_timezone_descr: 'Asia/Tokyo' });
    expect(gateway.gets).not.toContain('/zones.json');
  });

  it('v24.10.6: zones from /zones.json, the stored rule shown, both sent', async () => {
    const gateway = fakeGateway({
      '/api/system/status': { git_hash: 'v24.10.6' },
      '/api/ntp/config': { ...CONFIG, ntp_timezone: 'CET-1CEST,M3.5.0,M10.5.0/3' },
      '/zones.json': ZONES,
    });
    show();
    await chooseTokyoAndSave();
    await waitFor(() => {
      expect(gateway.posts).toHaveLength(1);
    }, SLOW);
    expect(gateway.posts[0]?.body).toMatchObject({ ntp_timezone: 'JST-9', ntp_timezone_descr: 'Asia/Tokyo' });
    expect(gateway.gets).not.toContain('/api/ntp/zones');
  });

  it('says the list is missing when the gateway answers its web page, keeping the zone', async () => {
    fakeGateway({
      '/api/system/status': { git_hash: 'v24.10.6' },
      '/api/ntp/config': { ...CONFIG, ntp_timezone: 'CET-1CEST,M3.5.0,M10.5.0/3' },
    });
    show();
    expect(
      await screen.findByText(/The gateway answered \/zones\.json with a web page instead of data/, {}, SLOW),
    ).toBeVisible();
    expect(screen.getByLabelText('Time zone', { exact: true })).toHaveDisplayValue('Europe/Berlin');
  });
});
