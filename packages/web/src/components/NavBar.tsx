import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { session, useUser } from '../lib/auth/index.ts';
import { hasHistory, useCompanion } from '../lib/history/companion.ts';
import { useFirmware } from '../lib/firmware/index.ts';
import { useI18n } from '../lib/i18n/index.ts';
import { AlertBell } from './AlertBell.tsx';
import { useBrandIcon } from './brandSeason.ts';
import { Dropdown } from './Dropdown.tsx';
import { GatewayPickerSlot } from './GatewayPickerSlot.tsx';
import { EggIcon, SunIcon, TreeIcon } from './icons.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { ThemeSwitcher } from './ThemeSwitcher.tsx';

type MenuEntry = readonly [path: string, labelKey: string] | 'divider';

const settingsMenu: readonly MenuEntry[] = [
  ['/settings/network', 'nav.NetworkSettings'],
  ['/settings/ntp', 'nav.NTPSettings'],
  ['/settings/mqtt', 'nav.MQTTSettings'],
  ['/settings/inverter', 'nav.InverterSettings'],
  ['/settings/security', 'nav.SecuritySettings'],
  ['/settings/dtu', 'nav.DTUSettings'],
  ['/settings/device', 'nav.DeviceManager'],
  ['/settings/logging', 'nav.LoggingSettings'],
  ['/settings/config', 'nav.ConfigManagement'],
  'divider',
  ['/firmware/upgrade', 'nav.FirmwareUpgrade'],
  ['/maintenance/reboot', 'nav.DeviceReboot'],
];

const infoMenu: readonly MenuEntry[] = [
  ['/info/system', 'nav.System'],
  ['/info/network', 'nav.Network'],
  ['/info/ntp', 'nav.NTP'],
  ['/info/mqtt', 'nav.MQTT'],
  ['/info/console', 'nav.Console'],
];

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
  const user = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  // History needs a companion (or the emulator) in front of the gateway.
  const history = hasHistory(useCompanion());
  // Entries of screens the gateway's release lacks stay out of the menu.
  const firmware = useFirmware();
  const settings = settingsMenu.filter(
    (entry) => entry === 'divider' || entry[0] !== '/settings/logging' || firmware.has('logging'),
  );
  const collapse = (): void => {
    setExpanded(false);
  };

  const menu = (entries: readonly MenuEntry[], close: () => void) =>
    entries.map((entry, index) =>
      entry === 'divider' ? (
        <li key={`divider-${index}`}>
          <hr className="dropdown-divider" />
        </li>
      ) : (
        <li key={entry[0]}>
          <NavLink
            className="dropdown-item"
            to={entry[0]}
            onClick={() => {
              close();
              collapse();
            }}
          >
            {t(entry[1])}
          </NavLink>
        </li>
      ),
    );

  const inSettings = ['/settings', '/firmware', '/maintenance'].some((prefix) => pathname.startsWith(prefix));
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
          <AlertBell onNavigate={collapse} />
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
            <ul className="navbar-nav me-auto">
              <GatewayPickerSlot />
              <li className="nav-item">
                <NavLink className="nav-link" to="/" end onClick={collapse}>
                  {t('nav.LiveView')}
                </NavLink>
              </li>
              {history && (
                <li className="nav-item">
                  <NavLink className="nav-link" to="/history" onClick={collapse}>
                    {t('nav.History')}
                  </NavLink>
                </li>
              )}
              <Dropdown label={t('nav.Settings')} active={inSettings}>
                {(close) => menu(settings, close)}
              </Dropdown>
              <Dropdown label={t('nav.Info')} active={pathname.startsWith('/info')}>
                {(close) => menu(infoMenu, close)}
              </Dropdown>
              <li className="nav-item">
                <NavLink className="nav-link" to="/about" onClick={collapse}>
                  {t('nav.About')}
                </NavLink>
              </li>
            </ul>
            <ul className="navbar-nav navbar-end">
              <ThemeSwitcher />
              <LanguageSwitcher />
              <li className="nav-item">
                {user ? (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() => {
                      session.logOut();
                      collapse();
                      void navigate('/');
                    }}
                  >
                    {t('nav.Logout')}
                  </button>
                ) : (
                  <Link className="btn btn-primary btn-sm" to="/login" onClick={collapse}>
                    {t('nav.Login')}
                  </Link>
                )}
              </li>
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
