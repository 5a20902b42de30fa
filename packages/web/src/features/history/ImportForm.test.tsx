import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/auth/index.ts';
import { i18n } from '../../lib/i18n/index.ts';
import {
  HEALTH,
  INFO,
  energyAnswer,
  powerAnswer,
  setUpHistoryScreens,
  stubCompanion,
} from '../../test/historyFixtures.ts';
import { loadStrings } from '../../test/i18n.ts';
import HistoryPage from './HistoryPage.tsx';
import { forgetInverterNames } from './inverterNames.ts';

const ROUTES = {
  '/api/x/info': INFO,
  '/api/livedata/status': { inverters: [{ serial: '116180000001', name: 'Roof' }] },
  '/api/x/history/power': powerAnswer,
  '/api/x/history/energy': energyAnswer,
  '/api/x/history/health': HEALTH,
};

function renderWithImport(answer: unknown): void {
  act(() => {
    session.logIn({ authdata: 'YWRtaW46eA==' });
  });
  stubCompanion({ ...ROUTES, '/api/x/history/import': answer });
  render(
    <MemoryRouter initialEntries={['/history?view=data']}>
      <Routes>
        <Route path="/history" element={<HistoryPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function check(label: string, button: string): Promise<void> {
  await userEvent.upload(
    await screen.findByLabelText(label),
    new File(['Datum;Ertrag\n01.05.2023;23,48\n'], 'yields.csv', { type: 'text/csv' }),
  );
  await userEvent.click(screen.getByRole('button', { name: button }));
}

setUpHistoryScreens();

afterEach(async () => {
  forgetInverterNames();
  act(() => {
    session.logOut();
  });
  await i18n.setLocale('en');
});

describe('import', { timeout: 20_000 }, () => {
  it('tells a refusal in the owner’s language, naming the line and the value', async () => {
    await loadStrings('de');
    renderWithImport(
      Response.json(
        { type: 'warning', message: 'line 2: "48" is no inverter of this gateway', code: 90001 },
        { status: 400 },
      ),
    );
    await check('CSV-Datei', 'Datei prüfen');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Datei wurde nicht importiert: Zeile 2: „48“ ist kein Wechselrichter dieses Gateways.',
    );
  });

  it('warns when every value read in Wh is implausibly small for a day (kWh without a unit)', async () => {
    renderWithImport(
      Response.json({
        type: 'success',
        imported: 0,
        skipped: 0,
        unit: 'Wh',
        preview: [
          { date: '2023-05-01', wh: 23.48, serial: null },
          { date: '2023-05-02', wh: 19.5, serial: null },
        ],
      }),
    );
    await check('CSV file', 'Check the file');
    const preview = await screen.findByTestId('import-preview');
    expect(within(preview).getByTestId('import-small')).toHaveTextContent(
      'Every value is below 100 Wh, very little for a day.',
    );
  });
});
