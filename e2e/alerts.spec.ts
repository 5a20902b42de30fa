// Issue 31: a broken inverter counted by the navbar's bell and shown on the Alerts page, mended and
// resolved; a webhook channel saved and tested against a receiver of the spec's own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect as baseExpect, expectTitle, test } from './fixtures.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

// Its own emulator: a summer morning (the inverters awake), alerts judged every second.
let own: GatewayProcess;
let receiver: Server;
const received: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(60_000);
  own = await startGateway({ args: ['--clock', '2026-06-21T08:00:00Z'] });
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await own.stop();
  await new Promise((resolve) => receiver.close(resolve));
});

async function postSim(page: Page, fault: string): Promise<void> {
  const status = await page.evaluate(async (fault) => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { authdata: string };
    const headers = { Authorization: `Basic ${user.authdata}` };
    const live = (await (await fetch('/api/livedata/status', { headers })).json()) as {
      inverters: { serial: string }[];
    };
    const body = new FormData();
    body.append('data', JSON.stringify({ serial: live.inverters[0]?.serial, fault }));
    return (await fetch('/api/x/sim/fault', { method: 'POST', headers, body })).status;
  }, fault);
  expect(status).toBe(200);
}

test('a broken inverter rings the bell, shows on the Alerts page and resolves when mended; a webhook tests fine', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(new URL('/about', own.url).href);
  await page.evaluate((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, own.password);

  // Settings: alert at once when an inverter stops answering; a webhook to our receiver.
  await page.goto(new URL('/alerts/settings', own.url).href);
  await expectTitle(page, 'Alert settings');
  const unreachable = page.locator('fieldset', { hasText: 'Inverter does not answer' });
  await unreachable.getByRole('spinbutton', { name: 'Alert after' }).fill('0');
  await page.getByRole('button', { name: 'Add a channel' }).click();
  const channel = page.getByTestId('alert-channel');
  const { port } = receiver.address() as AddressInfo;
  await channel.getByRole('textbox', { name: 'URL' }).fill(`http://127.0.0.1:${String(port)}/hook`);
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved and loaded again: the test button waits for a saved channel.
  const sendTest = channel.getByRole('button', { name: 'Send a test' });
  await expect(sendTest).toBeEnabled();
  await sendTest.click();
  await expect(channel.getByTestId('channel-test-result')).toHaveText(
    'The channel accepted the test message.',
  );
  expect(received.length).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Break the first inverter: the bell counts it, the page says so in words.
  await postSim(page, 'unreachable');
  await page.goto(new URL('/alerts', own.url).href);
  const bell = page.getByTestId('alert-bell');
  await expect(async () => {
    await page.reload();
    await expect(bell).toHaveAccessibleName('1 alert firing', { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  const active = page.getByTestId('alerts-active');
  await expect(active.getByRole('heading', { name: 'Roof does not answer' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Mend it: the alert leaves the firing list for the history.
  await postSim(page, 'none');
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByTestId('alerts-history').getByRole('heading', { name: 'Roof does not answer' }),
    ).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 90_000 });
  await expect(bell).toHaveAccessibleName('No alerts firing');

  // A phone in the dark: the bell stays outside the collapsed menu, both screens stay axe clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const path of ['/alerts', '/alerts/settings']) {
    await page.goto(new URL(path, own.url).href);
    await expect(page.getByTestId('alert-bell')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});
