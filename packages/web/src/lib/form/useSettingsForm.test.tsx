import { ntpConfigSchema, type ApiResult, type NtpConfig } from '@dtu-web/protocol';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NumberField, TextField } from '../../components/SettingsFields.tsx';
import { SettingsCard, SettingsPage } from '../../components/SettingsPage.tsx';
import { loadStrings } from '../../test/i18n.ts';
import { ApiError, type ApiClient, type ApiTarget } from '../api/index.ts';
import { useSettingsForm } from './useSettingsForm.ts';

const PATH = '/api/ntp/config';
const config: NtpConfig = {
  ntp_server: 'pool.ntp.org',
  ntp_timezone: 'CET-1CEST,M3.5.0,M10.5.0/3',
  ntp_timezone_descr: 'Europe/Berlin',
  latitude: 52.5,
  longitude: 13.4,
  sunsettype: 1,
};

type Client = Pick<ApiClient, 'get' | 'post'>;

/** A device that stores what it accepts; counts what the form asked of it. */
function fakeApi(answer: (path: string, body: unknown) => Promise<ApiResult>) {
  let stored = { ...config };
  const calls = { gets: 0, posts: [] as unknown[] };
  const client: Client = {
    get: <T,>() => {
      calls.gets += 1;
      return Promise.resolve({ ...stored } as unknown as T);
    },
    post: async <T,>(target: ApiTarget<T>, body: unknown) => {
      calls.posts.push(body);
      const result = await answer(typeof target === 'string' ? target : target.path, body);
      if (result.type === 'success') stored = body as NtpConfig;
      return result as unknown as T;
    },
  };
  return { client, calls };
}

function NtpForm({ api }: { api: ReturnType<typeof fakeApi> }) {
  const form = useSettingsForm<NtpConfig>({ path: PATH, schema: ntpConfigSchema, api: api.client });
  return (
    <SettingsPage title="NTP" form={form}>
      {() => (
        <SettingsCard title="Server">
          <TextField form={form} name="ntp_server" label="Server" />
          <NumberField form={form} name="latitude" label="Latitude" />
          <NumberField form={form} name="longitude" label="Longitude" />
        </SettingsCard>
      )}
    </SettingsPage>
  );
}

function show(api: ReturnType<typeof fakeApi>) {
  return render(
    <MemoryRouter>
      <NtpForm api={api} />
    </MemoryRouter>,
  );
}

const saved: ApiResult = { type: 'success', message: 'Settings saved!', code: 1001 };

beforeAll(async () => {
  await loadStrings();
});

afterEach(() => {
  sessionStorage.clear();
});

describe('useSettingsForm with SettingsPage', () => {
  it('loads, sends the edited config as data, shows the translated answer and reloads', async () => {
    const api = fakeApi(() => Promise.resolve(saved));
    show(api);
    const server = await screen.findByLabelText('Server');
    expect(server).toHaveValue('pool.ntp.org');
    const user = userEvent.setup();
    await user.clear(server);
    await user.type(server, 'time.example');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(api.calls.posts).toEqual([{ ...config, ntp_server: 'time.example' }]);
    await waitFor(() => {
      expect(api.calls.gets).toBe(2);
    });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('shows every failing rule at once, focuses the first one and sends nothing', async () => {
    const api = fakeApi(() => Promise.resolve(saved));
    show(api);
    const user = userEvent.setup();
    const server = await screen.findByLabelText('Server');
    await user.clear(server);
    const latitude = screen.getByLabelText('Latitude');
    await user.clear(latitude);
    await user.type(latitude, '91');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls.posts).toEqual([]);
    expect(server).toHaveAttribute('aria-invalid', 'true');
    expect(server).toHaveAccessibleDescription('The NTP server must have 1 to 31 characters.');
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(latitude).toHaveAccessibleDescription('The latitude must be between -90 and 90.');
    expect(server).toHaveFocus();
  });

  it('blocks a save while a number field holds text that is no number', async () => {
    const api = fakeApi(() => Promise.resolve(saved));
    show(api);
    const user = userEvent.setup();
    const longitude = await screen.findByLabelText('Longitude');
    await user.clear(longitude);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls.posts).toEqual([]);
    expect(longitude).toHaveAccessibleDescription('Please enter a number.');
    await user.type(longitude, '8.25');
    expect(longitude).not.toHaveAttribute('aria-invalid');
  });

  it('keeps what the user typed when the device refuses the save', async () => {
    const api = fakeApi(() =>
      Promise.resolve({ type: 'warning', message: 'NTP Server must fit', code: 9001, param: { max: 31 } }),
    );
    show(api);
    const user = userEvent.setup();
    const server = await screen.findByLabelText('Server');
    await user.clear(server);
    await user.type(server, 'refused.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The NTP server must have 1 to 31 characters.')).toBeInTheDocument();
    expect(server).toHaveValue('refused.example');
    expect(api.calls.gets).toBe(1);
  });

  it('shows a network failure and keeps the edits', async () => {
    const api = fakeApi(() => Promise.reject(new ApiError('Failed to fetch', 0)));
    show(api);
    const user = userEvent.setup();
    const server = await screen.findByLabelText('Server');
    await user.type(server, '.lan');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The gateway did not answer/)).toBeInTheDocument();
    expect(server).toHaveValue('pool.ntp.org.lan');
  });

  it('brings the edits back after a 401 sent the user to the login', async () => {
    const api = fakeApi(() => Promise.reject(new ApiError('Unauthorized', 401)));
    const first = show(api);
    const user = userEvent.setup();
    const server = await screen.findByLabelText('Server');
    await user.type(server, '.lan');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(api.calls.posts).toHaveLength(1);
    });
    first.unmount();
    // Back from the login: the screen loads the config and lays the kept draft over it.
    show(fakeApi(() => Promise.resolve(saved)));
    expect(await screen.findByLabelText('Server')).toHaveValue('pool.ntp.org.lan');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});
