import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidateFirmware } from '../../../lib/firmware/index.ts';
import { loadStrings } from '../../../test/i18n.ts';
import { powerWatch } from '../powerWatch.ts';
import { PowerOnItsWay } from '../view/PowerOnItsWay.tsx';
import InverterDialog from './InverterDialog.tsx';
import type { DialogKind } from './kinds.ts';

const SERIAL = '116180123456';

// The first test loads the dialogs' modules, slow on a loaded machine; tests wait for states.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await loadStrings();
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Each test is another gateway: its firmware is read again, no command of another on its way.
  invalidateFirmware();
  powerWatch.settle(SERIAL);
});

/**
 * Answers GETs from `answers` by path prefix (JSON), any other path with the gateway's web page as
 * firmware does; records POST bodies, answered by `post` (a result or a function of the body).
 */
function device(
  answers: Record<string, unknown>,
  post: unknown = { type: 'success', message: 'ok', code: 1001 },
) {
  const answer = typeof post === 'function' ? (post as (body: unknown) => unknown) : () => post;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const data = (init.body as FormData).get('data');
      const body: unknown = typeof data === 'string' ? JSON.parse(data) : null;
      posted.push(body);
      return Promise.resolve(json(answer(body)));
    }
    const key = Object.keys(answers).find((prefix) => input.startsWith(prefix));
    return Promise.resolve(
      key === undefined
        ? new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })
        : json(answers[key]),
    );
  });
  return posted;
}

function open(kind: DialogKind, onClose = vi.fn()) {
  render(<InverterDialog kind={kind} serial={SERIAL} name="Roof" onClose={onClose} />);
  return onClose;
}

const limitStatus = (max_power: number, limit_set_status = 'Ok') => ({
  '/api/limit/status': { [SERIAL]: { limit_relative: 80, max_power, limit_set_status } },
});

describe('limit dialog', () => {
  it('shows the current limit, max power and the coloured set status', async () => {
    device(limitStatus(1500, 'Pending'));
    open('limit');
    expect(await screen.findByRole('row', { name: /Current limit/ })).toHaveTextContent('80 % (1,200 W)');
    expect(screen.getByRole('row', { name: /Maximum power/ })).toHaveTextContent('1,500 W');
    expect(screen.getByTestId('set-status')).toHaveTextContent('Pending');
    expect(screen.getByTestId('set-status')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByRole('dialog', { name: 'Limit: Roof' })).toBeVisible();
  });

  it('starts the new limit at the current one, in the unit chosen with two toggle buttons', async () => {
    const user = userEvent.setup();
    device(limitStatus(1500));
    open('limit');
    const input = await screen.findByRole('spinbutton', { name: 'New limit' });
    await vi.waitFor(() => {
      expect(input).toHaveValue(80);
    });
    const unit = screen.getByRole('radiogroup', { name: 'Unit' });
    expect(within(unit).getByRole('radio', { name: '%' })).toBeChecked();
    await user.click(within(unit).getByRole('radio', { name: 'W' }));
    expect(input).toHaveValue(1200);
  });

  it('refuses a relative limit above 100 % and an absolute one above max power (2250 W when unknown)', async () => {
    const user = userEvent.setup();
    const posted = device(limitStatus(0));
    open('limit');
    await screen.findByRole('row', { name: /Maximum power/ });
    const input = screen.getByRole('spinbutton', { name: 'New limit' });
    await user.clear(input);
    await user.type(input, '101');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(screen.getByText('The relative limit must be between 0 and 100 %.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'W' }));
    await user.clear(input);
    await user.type(input, '2251');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(screen.getByText('The absolute limit must be between 0 and 2250 W.')).toBeVisible();
    expect(posted).toEqual([]);
  });

  /** Opens the dialog, sets 750 W persistent and waits until the dialog closed or an alert showed. */
  async function setPersistent750(onClose: ReturnType<typeof vi.fn>) {
    const user = userEvent.setup();
    // The field starts at the current limit once the status is in: type only after that.
    await screen.findByRole('row', { name: /Maximum power/ });
    await vi.waitFor(() => {
      expect(screen.getByRole('spinbutton', { name: 'New limit' })).toHaveValue(80);
    });
    await user.clear(screen.getByRole('spinbutton', { name: 'New limit' }));
    await user.type(screen.getByRole('spinbutton', { name: 'New limit' }), '750');
    await user.click(screen.getByRole('radio', { name: 'W' }));
    await user.click(screen.getByRole('switch', { name: 'Keep after a restart' }));
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    // Bounded generously: typing with user-event is slow on a loaded machine.
    await vi.waitFor(
      () => {
        expect(onClose.mock.calls.length > 0 || screen.queryByRole('alert') !== null).toBe(true);
      },
      { timeout: 5000 },
    );
  }

  /** A gateway of `release` (its `git_hash`), refusing the other dialect's limit types with 5003. */
  function gateway(status: Record<string, string>, accepted: readonly number[]) {
    return device({ ...limitStatus(1500), '/api/system/status': status }, (body: unknown) =>
      accepted.includes((body as { limit_type: number }).limit_type)
        ? { type: 'success', message: 'ok', code: 1001 }
        : { type: 'warning', message: 'Invalid type specified!', code: 5003 },
    );
  }

  it('sends a persistent limit as 256/257 to v24.10.6 … v25.5.10 and closes on success', async () => {
    const posted = gateway({ git_hash: 'v25.5.10' }, [0, 1, 256, 257]);
    const onClose = open('limit');
    await setPersistent750(onClose);
    expect(onClose).toHaveBeenCalled();
    expect(posted).toEqual([{ serial: SERIAL, limit_value: 750, limit_type: 256 }]);
  });

  it('sends a persistent limit as 2/3 to v25.9.11 and newer', async () => {
    const posted = gateway({ git_hash: 'v26.3.30' }, [0, 1, 2, 3]);
    const onClose = open('limit');
    await setPersistent750(onClose);
    expect(onClose).toHaveBeenCalled();
    expect(posted).toEqual([{ serial: SERIAL, limit_value: 750, limit_type: 2 }]);
  });

  it('tries the newer code, then the older on 5003, when the build does not say its release', async () => {
    // A bare-hash build with config 0.1.30: v25.5.10 (256) or v25.9.11 (2) — it was v25.5.10.
    const posted = gateway({ git_hash: 'g1a2b3c4', config_version: '0.1.30' }, [0, 1, 256, 257]);
    const onClose = open('limit');
    await setPersistent750(onClose);
    expect(onClose).toHaveBeenCalled();
    expect(posted).toEqual([
      { serial: SERIAL, limit_value: 750, limit_type: 2 },
      { serial: SERIAL, limit_value: 750, limit_type: 256 },
    ]);
  });

  it('does not guess on a known release: a refusal is shown, nothing sent again', async () => {
    const posted = gateway({ git_hash: 'v26.3.30' }, [0, 1]);
    const onClose = open('limit');
    await setPersistent750(onClose);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid');
    expect(onClose).not.toHaveBeenCalled();
    expect(posted).toHaveLength(1);
  });

  it('keeps the dialog open with an alert on a non-success answer', async () => {
    const user = userEvent.setup();
    device(limitStatus(1500), { type: 'warning', message: 'no', code: 5004 });
    const onClose = open('limit');
    // The field starts at the current limit once the status is in: type only after that.
    await screen.findByRole('row', { name: /Maximum power/ });
    await vi.waitFor(() => {
      expect(screen.getByRole('spinbutton', { name: 'New limit' })).toHaveValue(80);
    });
    await user.clear(screen.getByRole('spinbutton', { name: 'New limit' }));
    await user.type(screen.getByRole('spinbutton', { name: 'New limit' }), '50');
    await user.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Unknown inverter.');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('power dialog', () => {
  it('turns off, restarts and shows the status', async () => {
    const user = userEvent.setup();
    const posted = device({ '/api/power/status': { [SERIAL]: { power_set_status: 'Failure' } } });
    open('power');
    expect(await screen.findByTestId('set-status')).toHaveTextContent('Failed');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    // Asked first: nothing is sent until the question is answered.
    const ask = await screen.findByRole('dialog', { name: /Turn off/ });
    expect(posted).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Turn off' }));
    await vi.waitFor(() => {
      expect(posted).toEqual([{ serial: SERIAL, power: false }]);
    });
  });

  it('marks the inverter "Turning off…" once the gateway accepted, then the failure while it retries', async () => {
    const user = userEvent.setup();
    device({ '/api/power/status': { [SERIAL]: { power_set_status: 'Pending' } } });
    render(<PowerOnItsWay serial={SERIAL} announce />);
    open('power');
    expect(screen.queryByTestId('power-on-its-way')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Turn off/ })).getByRole('button', {
        name: 'Turn off',
      }),
    );
    expect(await screen.findByTestId('power-on-its-way')).toHaveTextContent('Turning off…');
    device({ '/api/power/status': { [SERIAL]: { power_set_status: 'Failure' } } });
    // The watch asks once a second: the failure shows at the next answer.
    await vi.waitFor(
      () => {
        expect(screen.getByTestId('power-on-its-way')).toHaveTextContent(
          'Turning off failed, the gateway keeps trying',
        );
      },
      { timeout: 5000 },
    );
  });
});

describe('device info and grid profile', () => {
  it('shows production year and week from the serial and versions as major.minor.patch', async () => {
    device({
      '/api/devinfo/status': {
        valid_data: true,
        fw_bootloader_version: 104,
        fw_build_version: 10012,
        hw_part_number: 269619201,
        hw_version: '01.00',
        hw_model_name: 'HM-1500-4T',
        max_power: 1500,
        fw_build_datetime: '2021-04-01 18:37:00',
      },
    });
    open('info');
    expect(await screen.findByRole('row', { name: /Production year/ })).toHaveTextContent('2022');
    expect(screen.getByRole('row', { name: /Production week/ })).toHaveTextContent('1');
    expect(screen.getByRole('row', { name: /Firmware version/ })).toHaveTextContent('1.0.12');
    expect(screen.getByRole('row', { name: /Bootloader version/ })).toHaveTextContent('0.1.4');
    // The build time in the interface's format (en-US here), not the device's ISO-like text.
    expect(screen.getByRole('row', { name: /Firmware date/ })).toHaveTextContent('4/1/2021, 18:37:00');
  });

  const devinfo = (over: Record<string, unknown>) => ({
    '/api/devinfo/status': {
      valid_data: true,
      fw_bootloader_version: 104,
      fw_build_version: 10112,
      hw_part_number: 269619201,
      hw_version: '01.00',
      hw_model_name: 'HMS-2000-4T',
      max_power: 2000,
      fw_build_datetime: '2024-04-01 18:37:00',
      ...over,
    },
  });

  it('says whether the inverter supports power distribution logic (v25.1.14+)', async () => {
    device(devinfo({ pdl_supported: true }));
    open('info');
    expect(await screen.findByRole('row', { name: /Power distribution logic/ })).toHaveTextContent(
      /supported$/,
    );
  });

  it('says "not supported" when the gateway says so, and nothing where the release does not tell', async () => {
    device(devinfo({ pdl_supported: false }));
    open('info');
    expect(await screen.findByRole('row', { name: /Power distribution logic/ })).toHaveTextContent(
      /not supported$/,
    );
  });

  it('leaves the row out for releases before v25.1.14', async () => {
    device(devinfo({}));
    open('info');
    await screen.findByRole('row', { name: /Maximum power/ });
    expect(screen.queryByRole('row', { name: /Power distribution logic/ })).toBeNull();
  });

  it('says there is no information while valid_data is false', async () => {
    device({ '/api/devinfo/status': { valid_data: false } });
    open('info');
    expect(await screen.findByTestId('no-info')).toHaveTextContent('No device information received yet.');
  });

  it('shows sections with units and the raw bytes as hex, or a notice when all are zero', async () => {
    device({
      '/api/gridprofile/status': {
        name: 'XX - EN 50549-1:2019',
        version: '2.0.1',
        sections: [
          { name: 'Voltage (H/LVRT)', items: [{ n: 'Nominale Voltage (NV)', u: 'V', v: 230 }] },
          {
            name: 'Island Detection (ID)',
            items: [
              { n: 'ID Function Activated', u: 'bool', v: 1 },
              { n: 'FW Function Activated', u: 'bool', v: 0 },
            ],
          },
        ],
      },
      '/api/gridprofile/rawdata': { raw: [10, 0, 32, 1, 0, 0, 8, 252] },
    });
    open('grid');
    expect(await screen.findByRole('row', { name: /Nominale Voltage/ })).toHaveTextContent('230 V');
    expect(screen.getByRole('row', { name: /ID Function Activated/ })).toHaveTextContent(/yes$/);
    expect(screen.getByRole('row', { name: /FW Function Activated/ })).toHaveTextContent(/no$/);
    expect(screen.getByTestId('raw-bytes')).toHaveTextContent('0A 00 20 01 00 00 08 FC');
  });

  it('says there is no grid profile when the raw data is all zero', async () => {
    device({ '/api/gridprofile/status': {}, '/api/gridprofile/rawdata': { raw: [0, 0, 0] } });
    open('grid');
    expect(await screen.findByTestId('no-info')).toHaveTextContent('No grid profile received yet.');
  });
});
