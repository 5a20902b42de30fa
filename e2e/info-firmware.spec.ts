// System information names the gateway's firmware: its version, its branch (v25.5.10+), its tasks
// (task_details), and a quiet note for firmware outside the tested range (issue 28).
import type { SystemStatus } from '@dtu-web/protocol';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { infoValue, openInfo, openInfoFrozen } from './info.ts';

test.describe.configure({ timeout: 90_000 });

test('v26.3.30: version, branch and a readable task table, no untested note', async ({ page }) => {
  const status = await openInfoFrozen<SystemStatus>(page, '/info/system', '/api/system/status');
  expect(status.git_hash).toBe('v26.3.30');
  await expect(infoValue(page, 'Firmware', 'Firmware version')).toHaveText('v26.3.30');
  await expect(infoValue(page, 'Firmware', 'Firmware branch')).toHaveText(status.git_branch ?? '?');
  const tasks = page.getByRole('region', { name: 'Tasks' });
  for (const task of status.task_details ?? []) {
    const row = tasks
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: task.name, exact: true }) });
    await expect(row.getByRole('cell').first()).toHaveText(
      `${task.stack_watermark.toLocaleString('en')} bytes`,
    );
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(task.priority));
  }
  expect((status.task_details ?? []).length).toBeGreaterThan(0);
  await expect(page.getByTestId('firmware-untested')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('v24.10.6', () => {
  test.use({ release: 'v24.10.6' });

  test('no branch row and no task table: the release sends neither', async ({ page }) => {
    await openInfo<SystemStatus>(page, '/info/system', '/api/system/status');
    await expect(infoValue(page, 'Firmware', 'Firmware version')).toHaveText('v24.10.6');
    await expect(page.getByRole('rowheader', { name: 'Firmware branch' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Tasks' })).toHaveCount(0);
    await expect(page.getByTestId('firmware-untested')).toHaveCount(0);
  });
});

test('firmware newer than the tested range gets a quiet note', async ({ page }) => {
  await page.route('**/api/system/status', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as SystemStatus;
    await route.fulfill({ response, json: { ...body, git_hash: 'v27.1.2' } });
  });
  await page.goto('/info/system');
  await expect(infoValue(page, 'Firmware', 'Firmware version')).toContainText('v27.1.2');
  await expect(page.getByTestId('firmware-untested')).toHaveText(/Not tested with this firmware/);
});
