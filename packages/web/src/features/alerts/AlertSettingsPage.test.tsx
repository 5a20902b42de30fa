import { DEFAULT_ALERT_RULES, SECRET_MASK, type AlertConfig } from '@dtu-web/protocol';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/auth/index.ts';
import { stubCompanion } from '../../test/historyFixtures.ts';
import { loadStrings } from '../../test/i18n.ts';
import { i18n } from '../../lib/i18n/index.ts';
import AlertSettingsPage from './AlertSettingsPage.tsx';
import { INVALID_SETTING } from './alertText.ts';

const CONFIG: AlertConfig = {
  rules: DEFAULT_ALERT_RULES,
  channels: [
    {
      id: 'hook',
      kind: 'webhook',
      min_severity: 'warning',
      url: 'http://127.0.0.1:9/hook',
      headers: { Authorization: SECRET_MASK },
    },
  ],
  quiet: null,
  renotify_hours: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage(routes: Record<string, unknown>) {
  const fake = stubCompanion(routes);
  render(
    <MemoryRouter initialEntries={['/alerts/settings']}>
      <Routes>
        <Route path="/alerts/settings" element={<AlertSettingsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return fake;
}

const posted = (fake: ReturnType<typeof stubCompanion>): AlertConfig[] =>
  fake.requests
    .filter((r) => r.path === '/api/x/alerts/config' && r.init?.method === 'POST')
    .map((r) => JSON.parse((r.init?.body as FormData).get('data') as string) as AlertConfig);

describe('AlertSettingsPage', () => {
  beforeAll(async () => {
    await loadStrings('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.logOut();
  });

  it('refuses an out-of-range value inline, without asking the companion', async () => {
    const fake = renderPage({ '/api/x/alerts/config': CONFIG });
    const minutes = (await screen.findAllByRole('spinbutton', { name: 'Alert after' }))[1];
    if (minutes === undefined) throw new Error('no minutes field');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(minutes).toHaveAccessibleDescription(expect.stringContaining(i18n.translate(INVALID_SETTING)));
    expect(posted(fake)).toEqual([]);
  });

  it('sends the stored secret back as the mask and shows a refused setting on the field it names', async () => {
    const fake = renderPage({
      '/api/x/alerts/config': () =>
        fake.requests.at(-1)?.init?.method === 'POST'
          ? json(
              {
                type: 'warning',
                message: 'unreachable host',
                code: 90005,
                param: { field: 'channels.0.url' },
              },
              400,
            )
          : json(CONFIG),
    });
    const url = await screen.findByRole('textbox', { name: 'URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'http://example.invalid/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(url).toHaveAttribute('aria-invalid', 'true');
    });
    expect(url).toHaveAccessibleDescription(/refused this value: unreachable host/);
    const [sent] = posted(fake);
    expect(sent?.channels[0]).toMatchObject({ kind: 'webhook', headers: { Authorization: SECRET_MASK } });
  });

  it('edits an e-mail channel field by field; its stored password stays the mask in a password field', async () => {
    const email: AlertConfig = {
      ...CONFIG,
      channels: [
        {
          id: 'mail',
          kind: 'email',
          min_severity: 'warning',
          host: 'smtp.example.org',
          port: 587,
          secure: false,
          user: 'dtu',
          password: SECRET_MASK,
          from: 'dtu@example.org',
          to: 'owner@example.org',
        },
      ],
    };
    const fake = renderPage({ '/api/x/alerts/config': email });
    const host = await screen.findByRole('textbox', { name: 'SMTP server' });
    expect(host).toHaveValue('smtp.example.org');
    await userEvent.clear(host);
    await userEvent.type(host, 'mail.example.net');
    const user = screen.getByRole('textbox', { name: 'User name' });
    await userEvent.clear(user);
    await userEvent.type(user, 'owner');
    const to = screen.getByRole('textbox', { name: 'Recipient' });
    expect(to).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(posted(fake)).toHaveLength(1);
    });
    expect(posted(fake)[0]?.channels[0]).toEqual({
      ...email.channels[0],
      host: 'mail.example.net',
      user: 'owner',
    });
  });

  it('shows the channel’s own answer to a test', async () => {
    const fake = renderPage({
      '/api/x/alerts/config': CONFIG,
      '/api/x/alerts/test': json({
        type: 'danger',
        message: 'connect ECONNREFUSED 127.0.0.1:9',
        code: 90006,
      }),
    });
    const channel = (await screen.findAllByTestId('alert-channel'))[0];
    if (channel === undefined) throw new Error('no channel');
    await userEvent.click(within(channel).getByRole('button', { name: 'Send a test' }));
    expect(await within(channel).findByTestId('channel-test-result')).toHaveTextContent(
      'The channel answered: connect ECONNREFUSED 127.0.0.1:9',
    );
    expect(fake.requests.find((r) => r.path === '/api/x/alerts/test')?.params.get('channel')).toBe('hook');
  });
});
