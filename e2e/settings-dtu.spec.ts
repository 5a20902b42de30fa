import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DtuConfig } from '@dtu-web/protocol';
import { test } from './fixtures.ts';
import { startGateway } from './gateway.ts';
import {
  countPosts,
  expect,
  expectTitle,
  expectFitsPhone,
  expectInvalid,
  expectLeaveGuard,
  expectLoginRoundTrip,
  openLoggedIn,
  ownGateway,
  readApi,
  tamperWithPost,
} from './settings.ts';

const PATH = '/settings/dtu';
const TITLE = 'DTU settings';

// The tests change the radio settings the simulated plant runs on (the firmware's default pins: both
// an NRF24 and a CMT2300A radio).
const gateway = ownGateway();

test('DTU settings are saved, read back from the device and shown again after a reload', async ({ page }) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  await page.getByLabel('DTU serial number').fill('199980112345');
  await page.getByLabel('Poll interval').fill('7');
  const nrf = page.getByLabel('Transmit power (NRF24)');
  await expect(nrf.locator('option')).toHaveText([
    'Minimum (-18 dBm)',
    'Low (-12 dBm)',
    'High (-6 dBm)',
    'Maximum (0 dBm)',
  ]);
  await nrf.selectOption({ label: 'High (-6 dBm)' });

  const cmtPower = page.getByRole('slider', { name: 'Transmit power (CMT2300A)' });
  await cmtPower.focus();
  await page.keyboard.press('End');
  await expect(cmtPower).toHaveAttribute('aria-valuetext', '20 dBm');
  await page.keyboard.press('Home');
  await expect(cmtPower).toHaveAttribute('aria-valuetext', '-10 dBm');
  await page.keyboard.press('ArrowRight');
  await expect(cmtPower).toHaveAttribute('aria-valuetext', '-9 dBm');

  const region = page.getByLabel('Region');
  await expect(region.locator('option')).toHaveText([
    'Europe (860.25–923.5 MHz)',
    'North America (900.25–963.5 MHz)',
    'Brazil (900.25–963.5 MHz)',
  ]);
  const frequency = page.getByRole('slider', { name: 'Frequency' });
  await expect(frequency).toHaveAttribute('aria-valuetext', '865.00 MHz');
  await expect(frequency).toHaveAccessibleDescription(/up to 15 minutes/);
  await region.selectOption({ label: 'North America (900.25–963.5 MHz)' });
  // Another region starts on its default frequency, within its own bounds.
  await expect(frequency).toHaveAttribute('aria-valuetext', '918.00 MHz');
  await expect(frequency).toHaveAttribute('min', '900250000');
  await expect(frequency).toHaveAttribute('max', '963500000');
  await expect(frequency).toHaveAttribute('step', '250000');
  await frequency.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(frequency).toHaveAttribute('aria-valuetext', '918.50 MHz');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();

  expect(await readApi<DtuConfig>(page, '/api/dtu/config')).toMatchObject({
    serial: '199980112345',
    pollinterval: 7,
    nrf_palevel: 2,
    cmt_palevel: -9,
    cmt_country: 1,
    cmt_frequency: 918500000,
  });
  await page.reload();
  await expectTitle(page, TITLE);
  await expect(page.getByLabel('DTU serial number')).toHaveValue('199980112345');
  await expect(page.getByLabel('Poll interval')).toHaveValue('7');
  await expect(page.getByLabel('Transmit power (NRF24)')).toHaveValue('2');
  await expect(page.getByRole('slider', { name: 'Transmit power (CMT2300A)' })).toHaveValue('-9');
  await expect(page.getByLabel('Region')).toHaveValue('1');
  await expect(page.getByRole('slider', { name: 'Frequency' })).toHaveValue('918500000');
});

test('a frequency outside the region’s legal range is warned about', async ({ page }) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  await page.getByLabel('Region').selectOption({ label: 'Europe (860.25–923.5 MHz)' });
  const frequency = page.getByRole('slider', { name: 'Frequency' });
  await expect(frequency).toHaveAttribute('aria-valuetext', '865.00 MHz');
  const warning = page.getByRole('alert').filter({ hasText: 'outside the legal range' });
  await expect(warning).toBeHidden();
  await frequency.focus();
  await page.keyboard.press('End');
  await expect(frequency).toHaveAttribute('aria-valuetext', '923.50 MHz');
  await expect(warning).toContainText('(863–870 MHz)');
  await page.keyboard.press('Home');
  await expect(frequency).toHaveAttribute('aria-valuetext', '860.25 MHz');
  await expect(warning).toBeVisible();
  // 863 MHz is the first legal channel.
  for (let step = 0; step < 11; step += 1) await page.keyboard.press('ArrowRight');
  await expect(frequency).toHaveAttribute('aria-valuetext', '863.00 MHz');
  await expect(warning).toBeHidden();
});

test('every rule shows its message at once, the first field is focused and nothing is sent', async ({
  page,
}) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  const posts = countPosts(page, '/api/dtu/config');
  const serial = page.getByLabel('DTU serial number');
  const poll = page.getByLabel('Poll interval');
  await serial.fill('0');
  await poll.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(serial).toBeFocused();
  await expectInvalid(page, 'DTU serial number', /The serial number must not be 0\./);
  await expectInvalid(page, 'Poll interval', /The polling interval must be greater than 0\./);

  await serial.fill('200000000000');
  await poll.fill('86401');
  await expectInvalid(page, 'DTU serial number', /The serial number must be between 1 and 199999999999\./);
  await expectInvalid(page, 'Poll interval', /The poll interval must be between 1 and 86400 seconds\./);
  await serial.fill('12ab');
  await expectInvalid(page, 'DTU serial number', /The serial number must be between 1 and 199999999999\./);
  await poll.fill('');
  await expectInvalid(page, 'Poll interval', /Please enter a number\./);
  await page.getByRole('button', { name: 'Save' }).click();
  expect(posts()).toBe(0);
});

test('the device’s refusal of a body the screen would not send is shown translated', async ({ page }) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  await tamperWithPost(page, '/api/dtu/config', (body) => ({
    ...body,
    cmt_country: 0,
    cmt_frequency: 865100000,
  }));
  await page.getByLabel('Poll interval').fill('9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The frequency must lie between 860250000 and 923500000 Hz and be a multiple of 250 kHz.',
  );
  await expect(page.getByLabel('Poll interval')).toHaveValue('9');
  expect((await readApi<DtuConfig>(page, '/api/dtu/config')).pollinterval).not.toBe(9);
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  await page.getByLabel('Poll interval').fill('11');
  await expectLeaveGuard(page, TITLE);
});

test('an anonymous user is sent to the login and comes back', async ({ page }) => {
  await expectLoginRoundTrip(page, gateway(), PATH, TITLE);
});

test('the screen fits a phone in light and dark and has no serious accessibility violations', async ({
  page,
}) => {
  await openLoggedIn(page, gateway(), PATH, TITLE);
  const frequency = page.getByRole('slider', { name: 'Frequency' });
  await frequency.focus();
  await page.keyboard.press('End');
  await expectFitsPhone(page, async () => {
    await expect(page.getByRole('alert').filter({ hasText: 'outside the legal range' })).toBeVisible();
  });
});

test('a radio missing from the pin profile is explained instead of its settings', async ({ page }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dtu-e2e-nrf-only-'));
  writeFileSync(
    join(dataDir, 'config.json'),
    JSON.stringify({ device: { pinmapping: 'DIY ESP32 + NRF24L01+' } }),
  );
  const nrfOnly = await startGateway({ dataDir });
  try {
    await openLoggedIn(page, nrfOnly, PATH, TITLE);
    await expect(page.getByText('No CMT2300A radio is configured in the active pin profile')).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Frequency' })).toHaveCount(0);
    await expect(page.getByLabel('Transmit power (NRF24)')).toBeVisible();
    await expect(page.getByLabel('Transmit power (CMT2300A)')).toHaveCount(0);
    // The hidden radio's values still go back unchanged.
    await page.getByLabel('Poll interval').fill('6');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    expect(await readApi<DtuConfig>(page, '/api/dtu/config')).toMatchObject({
      pollinterval: 6,
      cmt_enabled: false,
    });
  } finally {
    await nrfOnly.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
