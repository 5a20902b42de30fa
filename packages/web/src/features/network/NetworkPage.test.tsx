import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidateFirmware } from '../../lib/firmware/index.ts';
import { fakeGateway } from '../../test/fakeGateway.ts';
import { loadStrings } from '../../test/i18n.ts';
import NetworkPage from './NetworkPage.tsx';

// Whole screens on a loaded machine: generous bounds (tests wait for states, never for time).
const SLOW = { timeout: 8000 };
vi.setConfig({ testTimeout: 30_000 });

const CONFIG = {
  ssid: 'Home',
  password: 'secret-wifi',
  hostname: 'OpenDTU-%06X',
  dhcp: true,
  ipaddress: '192.168.1.50',
  netmask: '255.255.255.0',
  gateway: '192.168.1.1',
  dns1: '192.168.1.1',
  dns2: '8.8.8.8',
  aptimeout: 3,
  mdnsenabled: false,
};
const SYSLOG = { syslogenabled: true, sysloghostname: 'logs.lan', syslogport: 1514 };

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
      <NetworkPage />
    </MemoryRouter>,
  );
}

async function renameAndSave(user: ReturnType<typeof userEvent.setup>) {
  const hostname = await screen.findByLabelText('Hostname', {}, SLOW);
  await user.clear(hostname);
  await user.type(hostname, 'roof-dtu');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('network settings on every release', () => {
  it('v26.3.30: saving sends the syslog fields back as loaded, so syslog stays on', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      '/api/system/status': { git_hash: 'v26.3.30' },
      '/api/network/config': { ...CONFIG, ...SYSLOG },
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Syslog' }, SLOW)).toBeVisible();
    expect(screen.getByLabelText('Syslog server')).toHaveValue('logs.lan');
    await renameAndSave(user);
    await waitFor(() => {
      expect(gateway.posts).toHaveLength(1);
    }, SLOW);
    expect(gateway.posts[0]?.body).toMatchObject({ hostname: 'roof-dtu', ...SYSLOG });
  });

  it('v24.10.6: no syslog card; the fields go out as their defaults, which v24 ignores', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      '/api/system/status': { git_hash: 'v24.10.6' },
      '/api/network/config': CONFIG,
    });
    show();
    await renameAndSave(user);
    await waitFor(() => {
      expect(gateway.posts).toHaveLength(1);
    }, SLOW);
    expect(screen.queryByRole('heading', { name: 'Syslog' })).toBeNull();
    expect(gateway.posts[0]?.body).toMatchObject({
      hostname: 'roof-dtu',
      syslogenabled: false,
      sysloghostname: '',
      syslogport: 514,
    });
  });

  it('checks the syslog server and port in the form as v25.5.10+ does (8007, 8008)', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      '/api/system/status': { git_hash: 'v25.5.10' },
      '/api/network/config': { ...CONFIG, ...SYSLOG },
    });
    show();
    const server = await screen.findByLabelText('Syslog server', {}, SLOW);
    await user.clear(server);
    const port = screen.getByLabelText('Syslog port');
    await user.clear(port);
    await user.type(port, '70000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The syslog server needs a name of 1 to 128 characters.')).toBeVisible();
    expect(screen.getByText('The syslog port must be a number from 1 to 65535.')).toBeVisible();
    expect(gateway.posts).toEqual([]);
  });
});
