import '../styles/badge.scss';
import '../styles/gatewayPicker.scss';
import type { GatewayInfo } from '@dtu-web/protocol';
import { useLocation } from 'react-router';
import { FLEET_HOME } from '../lib/gateway/home.ts';
import { gatewayHref, pageScope } from '../lib/gateway/scope.ts';
import { useFleetOnline } from '../lib/gateway/useFleetOnline.ts';
import { useI18n } from '../lib/i18n/index.ts';
import { Dropdown } from './Dropdown.tsx';
import { CheckIcon } from './icons.tsx';

export interface GatewayPickerProps {
  /** The companion's gateways (`/api/x/info`), in its order. */
  gateways: readonly GatewayInfo[];
  /** For tests; default: the page's (from its URL). */
  currentId?: string | null;
  /** For tests; default: the browser's fetch. */
  fetcher?: typeof fetch;
}

type Reach = 'online' | 'offline' | 'unknown';

const reachOf = (online: boolean | undefined): Reach =>
  online === undefined ? 'unknown' : online ? 'online' : 'offline';

const reachKey: Record<Reach, string> = {
  online: 'nav.GatewayStateOnline',
  offline: 'nav.GatewayStateOffline',
  unknown: 'nav.GatewayStateUnknown',
};

/**
 * Which gateway the page looks at, and the way to the others (companion-api §3). Each entry is the same
 * screen on that gateway, a page of its own (`/g/<id>/…`: its own live link, login and caches); the
 * dots say which gateways the companion hears (`/api/x/fleet`, asked every few seconds).
 */
export default function GatewayPicker({
  gateways,
  currentId = pageScope.id,
  fetcher = fetch,
}: GatewayPickerProps) {
  const { t } = useI18n();
  const online = useFleetOnline(fetcher);
  const { pathname, search } = useLocation();
  const current = gateways.find((gateway) => gateway.id === currentId);
  // From the fleet's pages a gateway opens on its live view; from a gateway's screen, on the same screen.
  const screen = current === undefined ? '/' : pathname + search;
  const currentReach = current === undefined ? 'unknown' : reachOf(online.get(current.id));
  const offline = currentReach === 'offline';

  return (
    <Dropdown
      ariaLabel={
        current === undefined
          ? undefined
          : t(offline ? 'nav.GatewayOffline' : 'nav.Gateway', { name: current.name })
      }
      label={
        <span className="gateway-picker-label" data-testid="gateway-picker">
          {current !== undefined && <span className={`status-dot ${currentReach}`} aria-hidden="true" />}
          <span className="gateway-picker-name">{current?.name ?? t('nav.GatewayFleet')}</span>
          {/* A space, so the visible text reads as the name says ("Shed offline"). */}
          {offline && (
            <>
              {' '}
              <span className="badge gateway-picker-offline">{t('nav.GatewayStateOffline')}</span>
            </>
          )}
        </span>
      }
    >
      {(close) => (
        <>
          <li>
            <h2 className="dropdown-header h6">{t('nav.GatewaySwitch')}</h2>
          </li>
          {gateways.map((gateway) => {
            const reach = reachOf(online.get(gateway.id));
            const isCurrent = gateway === current;
            return (
              <li key={gateway.id}>
                <a
                  className={`dropdown-item d-flex align-items-center gap-2${isCurrent ? ' active' : ''}`}
                  href={gatewayHref(gateway.id, screen)}
                  aria-current={isCurrent ? 'page' : undefined}
                  data-gateway={gateway.id}
                  data-reach={reach}
                  onClick={close}
                >
                  <span className={`status-dot ${reach}`} aria-hidden="true" />
                  <span>
                    {gateway.name}
                    {/* The id tells apart gateways of one name (e.g. two factory host names). */}
                    {gateway.name.toLowerCase() !== gateway.id && (
                      <>
                        {' '}
                        <small className="gateway-picker-id ms-1">{gateway.id}</small>
                      </>
                    )}
                    <span className="visually-hidden">, {t(reachKey[reach])}</span>
                    {/* Its values need a login this page does not have (issue 30): said, not hidden. */}
                    {gateway.locked === true && (
                      <>
                        {' '}
                        <span className="badge gateway-picker-locked" data-testid="gateway-locked">
                          {t('nav.GatewayLocked')}
                        </span>
                      </>
                    )}
                  </span>
                  {isCurrent && <CheckIcon className="ms-auto" />}
                </a>
              </li>
            );
          })}
          <li>
            <hr className="dropdown-divider" />
          </li>
          <li>
            <a
              className={`dropdown-item${current === undefined && pathname === FLEET_HOME ? ' active' : ''}`}
              href={FLEET_HOME}
              aria-current={current === undefined && pathname === FLEET_HOME ? 'page' : undefined}
              onClick={close}
            >
              {t('nav.GatewayFleet')}
            </a>
          </li>
        </>
      )}
    </Dropdown>
  );
}
