import { gatewayHref, type GatewayScope } from './scope.ts';

/** localStorage key of the gateway the user looked at last (a page under its `/g/<id>/`). */
export const REMEMBERED_GATEWAY_KEY = 'gateway';

/** Paths that belong to the whole fleet, not to one gateway: an unprefixed page stays on them. */
export const FLEET_PATHS: readonly string[] = ['/fleet'];

/** The overview of all gateways, the home of a companion with several. */
export const FLEET_HOME = '/fleet';

export function rememberedGateway(storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(REMEMBERED_GATEWAY_KEY);
  } catch {
    return null;
  }
}

export function rememberGateway(id: string, storage: Storage = localStorage): void {
  try {
    storage.setItem(REMEMBERED_GATEWAY_KEY, id);
  } catch {
    // Private mode or a full storage: the choice is then not remembered, the URL still holds it.
  }
}

export type HomeRedirect = { kind: 'fleet' } | { kind: 'gateway'; href: string } | null;

/**
 * Where an unprefixed page goes on a companion with several gateways (companion-api §3): `/` is the
 * fleet's home; any gateway screen opens on the gateway chosen last (if the companion still has it),
 * else on the first. One gateway, a bare gateway, or a page already under `/g/<id>/`: it stays.
 */
export function homeRedirect(
  scope: GatewayScope,
  location: { pathname: string; search: string },
  gateways: readonly { id: string }[],
  remembered: string | null,
): HomeRedirect {
  if (scope.id !== null || gateways.length < 2) return null;
  const { pathname, search } = location;
  if (pathname === '/') return { kind: 'fleet' };
  if (FLEET_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return null;
  const target = gateways.find((gateway) => gateway.id === remembered) ?? gateways[0];
  return target === undefined ? null : { kind: 'gateway', href: gatewayHref(target.id, pathname + search) };
}
