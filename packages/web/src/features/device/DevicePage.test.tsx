import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidateFirmware } from '../../lib/firmware/index.ts';
import { fakeGateway } from '../../test/fakeGateway.ts';
import { loadStrings } from '../../test/i18n.ts';
import DevicePage from './DevicePage.tsx';

// Whole screens on a loaded machine: generous bounds (tests wait for states, never for time).
const SLOW = { timeout: 8000 };
vi.setConfig({ testTimeout: 30_000 });

const DISPLAY = {
  rotation: 0,
  power_safe: true,
  screensaver: true,
  contrast: 60,
  diagramduration: 36000,
  diagrammode: 1,
};
const config = (display: Record<string, unknown>, unsetPin: number) => ({
  curPin: {
    name: 'Alpha board',
    display: { type: 2, data: unsetPin, clk: unsetPin, cs: unsetPin, reset: unsetPin },
  },
  display: { ...DISPLAY, ...display },
  led: [{ brightness: 100 }, { brightness: 100 }],
});
const PROFILES = [{ name: 'Alpha board' }];

beforeAll(async () => {
  await loadStrings();
});

afterEach(() => {
  vi.unstubAllGlobals();
  invalidateFirmware();
});

async function openDisplayTab() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <DevicePage />
    </MemoryRouter>,
  );
  await user.click(await screen.findByRole('tab', { name: 'Display' }, SLOW));
  return { user, language: screen.getByLabelText('Display language') };
}

describe('device manager on every release', () => {
  it('v26.3.30: the language from display.locale, packs by name, sent as locale and language', async () => {
    const gateway = fakeGateway({
      '/api/system/status': { git_hash: 'v26.3.30' },
      '/api/device/config': config({ locale: 'de' }, -1),
      '/api/file/get': PROFILES,
      '/api/i18n/languages': [{ code: 'es', name: 'Español' }],
    });
    const { user, language } = await openDisplayTab();
    expect(language).toHaveDisplayValue('Deutsch');
    await waitFor(() => {
      expect(screen.getByRole('option', { name: 'Español (language pack)' })).toBeInTheDocument();
    }, SLOW);
    await user.selectOptions(language, 'es');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(gateway.posts).toHaveLength(1);
    }, SLOW);
    expect(gateway.posts[0]?.body).toMatchObject({ display: { locale: 'es', language: 0 } });
    expect(gateway.gets).not.toContain('/api/config/get');
  });

  it('v24.10.6: the language from display.language, no packs asked, sent as both', async () => {
    const gateway = fakeGateway({
      '/api/system/status': { git_hash: 'v24.10.6' },
      '/api/device/config': config({ language: 2 }, 255),
      '/api/config/get': PROFILES,
    });
    const { user, language } = await openDisplayTab();
    expect(language).toHaveDisplayValue('Français');
    expect(screen.queryAllByRole('option', { name: /language pack/ })).toHaveLength(0);
    await user.selectOptions(language, 'de');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(gateway.posts).toHaveLength(1);
    }, SLOW);
    expect(gateway.posts[0]?.body).toMatchObject({ display: { locale: 'de', language: 1 } });
    expect(gateway.gets).not.toContain('/api/i18n/languages');
  });

  it('shows unset display pins as "not connected" for both 255 (v24) and -1 (v25.4.2+)', async () => {
    for (const [release, unset] of [
      ['v24.10.6', 255],
      ['v26.3.30', -1],
    ] as const) {
      fakeGateway({
        '/api/system/status': { git_hash: release },
        '/api/device/config': config({ locale: 'en', language: 0 }, unset),
        '/api/file/get': PROFILES,
        '/api/config/get': PROFILES,
      });
      const view = render(
        <MemoryRouter>
          <DevicePage />
        </MemoryRouter>,
      );
      const row = await screen.findByRole('row', { name: /Display data/ }, SLOW);
      expect(row).toHaveTextContent('not connected');
      view.unmount();
      vi.unstubAllGlobals();
      invalidateFirmware();
    }
  });
});
