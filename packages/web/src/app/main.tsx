import '../styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { catalogue as liveCatalogue } from '../features/live/i18n/index.ts';
import { i18n, deferredCatalogue, sharedCatalogue } from '../lib/i18n/index.ts';
import '../lib/theme/index.ts';
import { AppRoutes } from './routes.tsx';

async function start(): Promise<void> {
  // The live view is not lazy, so its strings come with the shared ones before the first paint.
  await Promise.all([i18n.ensure(sharedCatalogue), i18n.ensure(liveCatalogue)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
  // Result texts are first needed after a user action, so they load after the first paint.
  await i18n.ensure(deferredCatalogue);
}

void start();
