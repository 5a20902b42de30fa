// Issue 20, item 6: a new inverter is added at the end of the order, not second (the device gives it
// the order 0 of its slot: device-api §1.3; the screen then saves the order with it last).
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { startGateway, type GatewayProcess } from './gateway.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// The test changes the inverter list: a gateway of its own (demo fleet: Roof, Garage, Barn).
let own: GatewayProcess;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  own = await startGateway({ args: ['--inverters', '3'] });
});
test.afterAll(async () => {
  await own.stop();
});

interface Listed {
  id: number;
  name: string;
  order: number;
}

async function storedOrder(page: Page): Promise<string[]> {
  const list = await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { authdata: string };
    const response = await fetch('/api/inverter/list', {
      headers: { Authorization: `Basic ${user.authdata}` },
    });
    return ((await response.json()) as { inverter: Listed[] }).inverter;
  });
  return list.sort((a, b) => a.order - b.order || a.id - b.id).map((inverter) => inverter.name);
}

test('an added inverter appears at the end of the list, on the device and in the live view', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(new URL('/about', own.url).href);
  await page.evaluate((password) => {
    localStorage.setItem('user', JSON.stringify({ authdata: btoa(`admin:${password}`) }));
  }, own.password);
  await page.goto(new URL('/settings/inverter', own.url).href);
  const rows = page.getByTestId('inverter-row');
  await expect(rows).toHaveCount(3);
  const before = await storedOrder(page);
  expect(before).toHaveLength(3);

  const card = page.locator('section', { hasText: 'Add an inverter' });
  await card.getByLabel('Serial number').fill('116180999999');
  await card.getByLabel('Name').fill('Attic');
  await card.getByRole('button', { name: 'Add' }).click();
  await expect(card.getByText('Inverter added.')).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(rows.last()).toContainText('Attic');
  await expect.poll(() => storedOrder(page)).toEqual([...before, 'Attic']);

  await page.goto(own.url);
  await expect(page.getByRole('tablist', { name: 'Inverters' }).getByRole('tab')).toHaveText([
    ...before,
    'Attic',
  ]);
});
