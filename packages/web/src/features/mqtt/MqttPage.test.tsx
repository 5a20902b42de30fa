import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidateFirmware } from '../../lib/firmware/index.ts';
import { fakeGateway } from '../../test/fakeGateway.ts';
import { loadStrings } from '../../test/i18n.ts';
import MqttPage from './MqttPage.tsx';

// Whole screens on a loaded machine: generous bounds (tests wait for states, never for time).
const SLOW = { timeout: 8000 };
vi.setConfig({ testTimeout: 30_000 });

const CONFIG = {
  mqtt_enabled: true,
  mqtt_hostname: 'broker.lan',
  mqtt_port: 1883,
  mqtt_clientid: '',
  mqtt_username: '',
  mqtt_password: '',
  mqtt_topic: 'solar/',
  mqtt_retain: true,
  mqtt_tls: false,
  mqtt_root_ca_cert: '',
  mqtt_tls_cert_login: false,
  mqtt_client_cert: '',
  mqtt_client_key: '',
  mqtt_lwt_topic: 'dtu/status',
  mqtt_lwt_online: 'online',
  mqtt_lwt_offline: 'offline',
  mqtt_lwt_qos: 2,
  mqtt_publish_interval: 5,
  mqtt_clean_session: true,
  mqtt_hass_enabled: true,
  mqtt_hass_expire: true,
  mqtt_hass_retain: true,
  mqtt_hass_topic: 'homeassistant/',
  mqtt_hass_individualpanels: false,
};

beforeAll(async () => {
  await loadStrings();
});

afterEach(() => {
  vi.unstubAllGlobals();
  invalidateFirmware();
});

async function dropSlashAndSave(release: string) {
  const user = userEvent.setup();
  const gateway = fakeGateway({
    '/api/system/status': { git_hash: release },
    '/api/mqtt/config': CONFIG,
  });
  render(
    <MemoryRouter>
      <MqttPage />
    </MemoryRouter>,
  );
  const topic = await screen.findByLabelText('Discovery topic', {}, SLOW);
  await user.clear(topic);
  await user.type(topic, 'homeassistant');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return gateway;
}

describe('Home Assistant topic by release', () => {
  it('v25.9.11+: a topic without the trailing slash is refused in the form (7018), nothing sent', async () => {
    const gateway = await dropSlashAndSave('v26.3.30');
    expect(await screen.findByText('The discovery topic must end with a slash (/).', {}, SLOW)).toBeVisible();
    expect(screen.getByLabelText('Discovery topic')).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.posts).toEqual([]);
  });

  it('before v25.9.11 the same topic is fine and is saved', async () => {
    const gateway = await dropSlashAndSave('v25.5.10');
    await waitFor(() => {
      expect(gateway.posts).toHaveLength(1);
    }, SLOW);
    expect(gateway.posts[0]?.body).toMatchObject({ mqtt_hass_topic: 'homeassistant' });
  });
});
