import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidateFirmware } from '../../lib/firmware/index.ts';
import { fakeGateway } from '../../test/fakeGateway.ts';
import { loadStrings } from '../../test/i18n.ts';
import LoggingPage from './LoggingPage.tsx';

// Whole screens on a loaded machine: generous bounds (tests wait for states, never for time).
const SLOW = { timeout: 8000 };
vi.setConfig({ testTimeout: 30_000 });

const NAMES = ['CORE', 'hoymiles', 'mqtt', 'network', 'webapi'];
const levels = (own: Record<string, number>) => NAMES.map((name) => ({ name, level: own[name] ?? -1 }));

/** config.json of a gateway whose `mqtt` level sits in slot 7 (the GET of v25.5.10 reads it as -1). */
const CONFIG_FILE = {
  cfg: { version: 73216 },
  logging: {
    default: 3,
    modules: Array.from({ length: 16 }, (_, i) =>
      i === 0 ? { name: 'CORE', level: 1 } : i === 7 ? { name: 'mqtt', level: 4 } : { name: '', level: 0 },
    ),
  },
};

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
      <LoggingPage />
    </MemoryRouter>,
  );
}

async function save(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('Settings → Logging', () => {
  it('v26.3.30: sets one module’s level, leaves the others inheriting, keeps the default', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      '/api/system/status': { git_hash: 'v26.3.30' },
      '/api/logging/config': {
        loglevel: { default: 3, modules: levels({ CORE: 1 }) },
      },
    });
    show();
    const mqtt = await screen.findByLabelText('mqtt', {}, SLOW);
    expect(mqtt).toHaveDisplayValue('Default');
    expect(screen.getByLabelText('CORE')).toHaveDisplayValue('Errors');
    expect(screen.getByLabelText('Default level')).toHaveDisplayValue('Info');
    await user.selectOptions(mqtt, 'Debug');
    await save(user);
    await waitFor(() => {
      expect(gateway.posts).toHaveLength(1);
    }, SLOW);
    expect(gateway.posts[0]?.body).toEqual({
      loglevel: { default: 3, modules: levels({ CORE: 1, mqtt: 4 }) },
    });
    // v25.9.11+ reports every module: config.json is not read.
    expect(gateway.gets).not.toContain('/api/file/get');
  });

  it('v25.5.10: a level the gateway reports as -1 is read from config.json, shown, and sent back', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      '/api/system/status': { git_hash: 'v25.5.10' },
      '/api/logging/config': { loglevel: { default: 3, modules: levels({ CORE: 1 }) } },
      '/api/file/get': CONFIG_FILE,
    });
    show();
    expect(await screen.findByLabelText('mqtt', {}, SLOW)).toHaveDisplayValue('Debug');
    expect(screen.getByLabelText('webapi')).toHaveDisplayValue('Default');
    await user.selectOptions(screen.getByLabelText('network'), 'Warnings and errors');
    await save(user);
    await waitFor(() => {
      expect(gateway.posts).toHaveLength(1);
    }, SLOW);
    // The save clears every slot on the device: mqtt keeps its level only because it is sent.
    expect(gateway.posts[0]?.body).toEqual({
      loglevel: { default: 3, modules: levels({ CORE: 1, mqtt: 4, network: 2 }) },
    });
  });

  it('v25.5.10 without a readable config.json: names the modules whose level it cannot vouch for', async () => {
    fakeGateway({
      '/api/system/status': { git_hash: 'v25.5.10' },
      '/api/logging/config': { loglevel: { default: 3, modules: levels({ CORE: 1 }) } },
    });
    show();
    expect(
      await screen.findByText(
        'This gateway’s firmware (v25.5.10) shows “Default” for hoymiles, mqtt, network, webapi even when a level of their own is stored, and its configuration file could not be read to check. Saving sets them to “Default”.',
        {},
        SLOW,
      ),
    ).toBeVisible();
  });
});
