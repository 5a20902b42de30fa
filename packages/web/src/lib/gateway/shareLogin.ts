import { endpoints, type CompanionInfo } from '@dtu-web/protocol';
import { userStorageKey, type UserRecord } from '../auth/session.ts';
import { pageScope, type GatewayScope } from './scope.ts';

/**
 * One sign-in for gateways that share a password (issue 30): after a login on one gateway, the
 * companion is asked (GET /api/x/info with that login; it asks each gateway, storing nothing) which
 * other gateways the same login opens, and each of those keeps it as its own login (`user@<id>`).
 * Returns their ids. A bare gateway, or no answer, shares nothing.
 */
export async function shareLogin(
  user: UserRecord,
  options: { fetcher?: typeof fetch; storage?: Storage; scope?: GatewayScope } = {},
): Promise<string[]> {
  const { fetcher = fetch, storage = localStorage, scope = pageScope } = options;
  try {
    const response = await fetcher(endpoints.companionInfo.path, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Basic ${user.authdata}` },
    });
    if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('json')) return [];
    const info = (await response.json()) as Partial<CompanionInfo>;
    const gateways = Array.isArray(info.gateways) ? info.gateways : [];
    const shared = gateways.filter((gateway) => gateway.login === 'opens' && gateway.id !== scope.id);
    for (const gateway of shared) storage.setItem(userStorageKey(gateway.id), JSON.stringify(user));
    return shared.map((gateway) => gateway.id);
  } catch {
    return [];
  }
}
