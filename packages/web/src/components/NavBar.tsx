import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { hasHistory, useCompanion } from '../lib/history/companion.ts';
import { useI18n } from '../lib/i18n/index.ts';
import { useBrandIcon } from './brandSeason.ts';
import { EggIcon, SunIcon, TreeIcon } from './icons.tsx';

// Alerts are the companion's (companion-api §4): the bell's code travels only to pages behind one.
const AlertBell = lazy(() => import('./AlertBell.tsx').then((module) => ({ default: module.AlertBell })));
// The entries, menus and switchers: on a phone they sit behind the toggle, so the live view's first
// load (~1.5 KB gz on an owner's phone at the gateway's WiFi speed) does without them until it opens.
const NavMenu = lazy(() => import('./NavMenu.tsx'));

/** Where Bootstrap's navbar-expand-lg shows the entries without the toggle. */
const WIDE = '(min-width: 992px)';

function useWide(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', listener);
      return () => {
        query.removeEventListener('change', listener);
      };
    },
    () => window.matchMedia(WIDE).matches,
  );
}

function BrandIcon() {
  const icon = useBrandIcon();
  const Icon = icon === 'tree' ? TreeIcon : icon === 'egg' ? EggIcon : SunIcon;
  return (
    <span data-testid="brand-icon" data-icon={icon} className="me-2">
      <Icon className="brand-icon text-warning" />
    </span>
  );
}

/** Fixed top navigation; collapses behind a toggle on narrow screens. */
export function NavBar() {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  // History needs a companion (or the emulator) in front of the gateway.
  const history = hasHistory(useCompanion());
  // Once shown (wide, or opened on a phone) the entries stay, so the menu never loads twice.
  const [opened, setOpened] = useState(false);
  const wide = useWide();
  const menuShown = opened || wide || expanded;
  if (menuShown && !opened) setOpened(true);
  const collapse = (): void => {
    setExpanded(false);
  };

  return (
    <header>
      <a className="skip-link visually-hidden-focusable p-2 bg-body" href="#main">
        {t('nav.SkipToContent')}
      </a>
      <nav
        className="navbar navbar-expand-lg fixed-top bg-body-tertiary border-bottom"
        aria-label={t('nav.MainNavigation')}
      >
        <div className="container-fluid">
          <Link className="navbar-brand d-flex align-items-center" to="/" onClick={collapse}>
            <BrandIcon />
            {t('nav.Brand')}
          </Link>
          {history && (
            <Suspense fallback={null}>
              <AlertBell onNavigate={collapse} />
            </Suspense>
          )}
          <button
            className="navbar-toggler"
            type="button"
            aria-controls="main-navigation"
            aria-expanded={expanded}
            aria-label={t('nav.ToggleNavigation')}
            onClick={() => {
              setExpanded((value) => !value);
            }}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div className={`collapse navbar-collapse${expanded ? ' show' : ''}`} id="main-navigation">
            {menuShown && (
              <Suspense fallback={null}>
                <NavMenu collapse={collapse} history={history} />
              </Suspense>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
