import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { session, useUser } from '../lib/auth/index.ts';
import { useFirmware } from '../lib/firmware/index.ts';
import { useI18n } from '../lib/i18n/index.ts';
import { Dropdown } from './Dropdown.tsx';
import { GatewayPickerSlot } from './GatewayPickerSlot.tsx';
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

export interface NavMenuProps {
  /** Closes the menu on phones (after a choice). */
  collapse: () => void;
  /** History and the panels view need a companion (or the emulator) in front of the gateway. */
  history: boolean;
}

/**
 * The navbar's entries, menus, theme and language choice and login (NavBar.tsx): a chunk of its own,
 * loaded where it shows — at once on wide screens, when the menu is first opened on phones.
 */
export default function NavMenu({ collapse, history }: NavMenuProps) {
  const { t } = useI18n();
  const user = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Entries of screens the gateway's release lacks stay out of the menu.
  const firmware = useFirmware();
  const settings = settingsMenu.filter(
    (entry) => entry === 'divider' || entry[0] !== '/settings/logging' || firmware.has('logging'),
  );

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
    <>
      <ul className="navbar-nav me-auto">
        <GatewayPickerSlot />
        <li className="nav-item">
          <NavLink className="nav-link" to="/" end onClick={collapse}>
            {t('nav.LiveView')}
          </NavLink>
        </li>
        {history && (
          <>
            <li className="nav-item">
              <NavLink className="nav-link" to="/panels" onClick={collapse}>
                {t('nav.Panels')}
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink className="nav-link" to="/history" onClick={collapse}>
                {t('nav.History')}
              </NavLink>
            </li>
          </>
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
    </>
  );
}
