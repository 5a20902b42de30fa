// For the History screen's tests only (no screen imports it).
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { stubCompanion } from '../../test/historyFixtures.ts';
import HistoryPage from './HistoryPage.tsx';

/**
 * The History screen opened at `path` (`/history?view=…`), a fake companion answering `routes` in place
 * of the global fetch (see `fakeCompanion`); a refused call that sends the visitor to the login lands
 * on a stand-in login screen.
 */
export function renderHistoryAt(
  path: string,
  routes: Record<string, unknown>,
): ReturnType<typeof stubCompanion> {
  const fake = stubCompanion(routes);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/history" element={<HistoryPage />} />
        <Route path="/login" element={<p>Login screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return fake;
}
