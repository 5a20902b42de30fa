import { GATEWAY_PATH_PREFIX } from '@dtu-web/protocol';

/**
 * Which gateway a page looks at (companion-api §3). A companion with several gateways serves each one's
 * screens under `/g/<id>/`; the URL is the only place the choice lives, so a link or a bookmark opens the
 * same gateway's screen. Without the prefix the page looks at the companion's first gateway, or at the
 * gateway that serves it (emulator, firmware): `id` is then null and nothing is prefixed.
 */
export interface GatewayScope {
  /** The gateway's id from the URL, or null when the page has no `/g/<id>/` prefix. */
  readonly id: string | null;
  /** `/g/<id>` (no trailing slash) or '' — the router's basename and the prefix of device calls. */
  readonly base: string;
}

const SCOPED = /^\/g\/([a-z0-9-]{1,32})(?=\/|$)/;

export function scopeOf(pathname: string): GatewayScope {
  const id = SCOPED.exec(pathname)?.[1];
  return id === undefined ? { id: null, base: '' } : { id, base: `${GATEWAY_PATH_PREFIX}${id}` };
}

/** The scope of this page, read once: switching gateways is a new page (its own link, login, caches). */
export const pageScope: GatewayScope =
  typeof window === 'undefined' ? { id: null, base: '' } : scopeOf(window.location.pathname);

/** `/g/<id><path>`: the same screen on another gateway (`path` starts with '/'). */
export function gatewayHref(id: string, path = '/'): string {
  return `${GATEWAY_PATH_PREFIX}${id}${path}`;
}

/** The live view's query parameter naming the inverter it opens on (its serial). */
export const INVERTER_PARAM = 'inverter';

/** `/g/<id>/?inverter=<serial>`: a gateway's live view opened on one of its inverters. */
export function inverterHref(id: string, serial: string): string {
  return gatewayHref(id, `/?${INVERTER_PARAM}=${encodeURIComponent(serial)}`);
}

/**
 * A companion call (`/api/x/...`) for the page's gateway: the contract names it in the query
 * (`gateway=<id>`), never in the path.
 */
export function withGateway(path: string, scope: GatewayScope = pageScope): string {
  if (scope.id === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}gateway=${encodeURIComponent(scope.id)}`;
}

/**
 * A device path (`/api/...`, `/livedata`, `/console`) for the page's gateway: `/g/<id>` before it. The
 * companion's own calls (`/api/x/...`) are not the gateway's and name it in the query instead.
 */
export function devicePath(path: string, scope: GatewayScope = pageScope): string {
  if (scope.base === '' || path.startsWith('/api/x/') || !path.startsWith('/')) return path;
  return `${scope.base}${path}`;
}

/** The app's own path of a browser path: without the page's `/g/<id>` (what the router sees). */
export function appPath(pathname: string, scope: GatewayScope = pageScope): string {
  if (scope.base === '' || !pathname.startsWith(scope.base)) return pathname;
  const rest = pathname.slice(scope.base.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
