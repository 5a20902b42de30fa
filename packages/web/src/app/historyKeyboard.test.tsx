import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import HistoryPage from '../features/history/HistoryPage.tsx';
import {
  HEALTH,
  INFO,
  energyAnswer,
  powerAnswer,
  setUpHistoryScreens,
  stubCompanion,
} from '../test/historyFixtures.ts';
import { useHeadingFocus } from './useHeadingFocus.ts';

/** The app layout's part that matters here: focus to the heading after a navigation. */
function Main({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(main);
  return <main ref={main}>{children}</main>;
}

setUpHistoryScreens();

describe('History by keyboard inside the app (issue 29)', { timeout: 20_000 }, () => {
  it('moves between the History tabs with the arrow keys, focus staying on the tabs', async () => {
    stubCompanion({
      '/api/x/info': INFO,
      '/api/livedata/status': { inverters: [] },
      '/api/x/history/power': powerAnswer,
      '/api/x/history/energy': energyAnswer,
      '/api/x/history/health': HEALTH,
    });
    render(
      <MemoryRouter initialEntries={['/history?view=day&day=2026-06-21']}>
        <Main>
          <Routes>
            <Route path="/history" element={<HistoryPage />} />
          </Routes>
        </Main>
      </MemoryRouter>,
    );
    const day = await screen.findByRole('tab', { name: 'Day' });
    day.focus();
    await userEvent.keyboard('{ArrowRight}');
    const month = await screen.findByRole('tab', { name: 'Month', selected: true });
    expect(document.activeElement).toBe(month);
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('tab', { name: 'Year', selected: true })).toHaveFocus();
    // Still there once the new view has drawn (the heading must not take it late).
    await screen.findByRole('heading', { name: 'Every day of 2026' });
    expect(screen.getByRole('tab', { name: 'Year' })).toHaveFocus();
  });
});
