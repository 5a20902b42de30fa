import { seriousViolations } from './axe.ts';
import { expect, expectTitle, test } from './fixtures.ts';
import { ROUTES } from './routes.ts';

const NOT_FOUND = { path: '/no/such/screen', title: 'Page not found', guarded: false };

// Every screen, in both themes, logged in and logged out (what a first visitor sees: the navbar's
// Login button, the login screen a guarded route leads to — once: every guarded route shows the same).
for (const colorScheme of ['light', 'dark'] as const) {
  for (const loggedIn of [true, false]) {
    test.describe(`${colorScheme} theme, ${loggedIn ? 'logged in' : 'logged out'}`, () => {
      test.use({ colorScheme });
      test('no screen has serious accessibility violations', async ({ page, logIn }) => {
        // Up to nineteen screens: generous on a loaded machine; each step waits for its analysis.
        test.setTimeout(240_000);
        if (loggedIn) await logIn();
        const firstGuarded = ROUTES.find((route) => route.guarded);
        const routes = loggedIn ? ROUTES : ROUTES.filter((route) => !route.guarded || route === firstGuarded);
        for (const route of [...routes, NOT_FOUND]) {
          await test.step(route.path, async () => {
            await page.goto(route.path);
            await expectTitle(page, route.guarded && !loggedIn ? 'Login' : route.title);
            // Soft: one screen's findings do not hide the next screen's.
            expect.soft(await seriousViolations(page), route.path).toEqual([]);
          });
        }
      });
    });
  }
}

// The live view's dialogs (the shared fixture's demo plant), the reboot confirmation and a menu.
const LIVE_DIALOGS = [
  ['Limit', 'Limit: ', true],
  ['On/off', 'On/off: ', true],
  ['Details', 'Details: ', false],
  ['Events', 'Events: ', false],
  ['Grid profile', 'Grid profile: ', false],
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme, open dialogs`, () => {
    test.use({ colorScheme });

    for (const loggedIn of [true, false]) {
      test(`the live view's dialogs ${loggedIn ? 'logged in' : 'logged out'} have no serious violations`, async ({
        page,
        logIn,
      }) => {
        // Five dialogs over the live view of ten inverters: generous on a loaded machine.
        test.setTimeout(150_000);
        if (loggedIn) await logIn();
        await page.goto('/');
        await expect(page.getByTestId('inverter-header').first()).toBeVisible({ timeout: 20_000 });
        for (const [button, title, guarded] of LIVE_DIALOGS) {
          if (guarded && !loggedIn) continue;
          await page.getByRole('button', { name: button, exact: false }).first().click();
          const dialog = page.getByRole('dialog', { name: new RegExp(`^${title}`) });
          await expect(dialog).toBeVisible();
          // Wait for the dialog's content (a table, a notice or a form), not its spinner.
          await expect(dialog.locator('.spinner-border')).toHaveCount(0, { timeout: 10_000 });
          // The page behind is checked route by route above; here the dialog itself.
          expect(await seriousViolations(page, '[role="dialog"]'), `${button} dialog`).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      });
    }

    test('the reboot confirmation and an open menu have no serious violations', async ({ page, logIn }) => {
      await logIn();
      await page.goto('/maintenance/reboot');
      await page.getByRole('button', { name: 'Reboot' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.getByRole('button', { name: 'Settings' }).click();
      await expect(page.getByRole('link', { name: 'MQTT settings' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
