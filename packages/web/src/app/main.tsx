import '../styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { i18n, sharedCatalogue } from '../lib/i18n/index.ts';
import { pageScope } from '../lib/gateway/index.ts';
import { appHistory } from '../lib/nav/index.ts';
import '../lib/theme/index.ts';
import { AppRoutes } from './routes.tsx';

async function start(): Promise<void> {
  await i18n.ensure(sharedCatalogue);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      {/* Our history, so that screens with unsaved changes can ask before the user leaves. Under a
          companion's /g/<id>/ every screen and link is that gateway's (lib/gateway). */}
      <HistoryRouter history={appHistory} basename={pageScope.base || '/'}>
        <AppRoutes />
      </HistoryRouter>
    </StrictMode>,
  );
}

void start();
