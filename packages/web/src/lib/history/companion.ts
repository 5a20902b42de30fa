import { endpoints, type CompanionInfo, type GatewayInfo } from '@dtu-web/protocol';
import { useEffect, useSyncExternalStore } from 'react';
import { session } from '../auth/index.ts';
import { pageScope } from '../gateway/index.ts';

/**
 * Is there a companion (or the emulator) in front of the gateway? companion-api §0: `GET /api/x/info`
 * answers JSON there; a bare gateway answers any unknown path with its index.html.
 */
export type CompanionState =
  { state: 'probing' } | { state: 'bare' } | { state: 'companion'; info: CompanionInfo };

let current: CompanionState = { state: 'probing' };
let probing: Promise<CompanionState> | undefined;
const listeners = new Set<() => void>();
/** The fetch the probe used: the re-asks use it too. */
let asker: typeof fetch | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function set(next: CompanionState): CompanionState {
  current = next;
  for (const listener of listeners) listener();
  return next;
}

function isInfo(value: unknown): value is CompanionInfo {
  return typeof value === 'object' && value !== null && 'history' in value && 'gateways' in value;
}

type Asked = { info: CompanionInfo } | 'refused' | 'bare' | 'unreachable';

/**
 * GET /api/x/info with the page's login. A bare gateway's answer is its whole app (~170 KB from a
 * microcontroller): the request is aborted as soon as the headers say it is not JSON.
 */
async function askInfo(fetcher: typeof fetch): Promise<Asked> {
  const abort = new AbortController();
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  const user = session.getUser();
  if (user) headers.set('Authorization', `Basic ${user.authdata}`);
  try {
    const response = await fetcher(endpoints.companionInfo.path, { headers, signal: abort.signal });
    if (!(response.headers.get('Content-Type') ?? '').includes('json')) {
      abort.abort();
      return 'bare';
    }
    const body: unknown = await response.json();
    if (response.ok && isInfo(body)) return { info: body };
    // A JSON refusal (401 without read-only access) still comes from a companion: it records.
    return response.status === 401 ? 'refused' : 'bare';
  } catch {
    return 'unreachable';
  }
}

/**
 * Asked again this often while a screen shows the answer (issue 29): the recorder's `today` moves on at
 * its midnight, a gateway's clock offset and time zone can change — a tablet left open must not keep
 * yesterday as today for more than this. (Timing each recorder's midnight would need its zone rules,
 * ~1.3 KB gz more on every first load, to be on time by two minutes at most.)
 */
export const INFO_REFRESH_MS = 2 * 60_000;

function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  if (listeners.size === 0 || current.state !== 'companion' || asker === undefined) return;
  const fetcher = asker;
  timer = setTimeout(() => {
    void refresh(fetcher);
  }, INFO_REFRESH_MS);
}

/** Asks again; only a whole new answer replaces the one shown (a failed ask keeps it until the next). */
async function refresh(fetcher: typeof fetch): Promise<void> {
  timer = undefined;
  const asked = await askInfo(fetcher);
  const known = current.state === 'companion' ? JSON.stringify(current.info) : '';
  if (typeof asked === 'object' && JSON.stringify(asked.info) !== known)
    set({ state: 'companion', info: asked.info });
  schedule();
}

/** Probes once per page load, then asks again on a timer while a screen watches (`useCompanion`). */
export function probeCompanion(fetcher: typeof fetch = fetch): Promise<CompanionState> {
  probing ??= (async () => {
    asker = fetcher;
    const asked = await askInfo(fetcher);
    // Unreachable for now: ask again next time a screen wants to know.
    if (asked === 'unreachable') probing = undefined;
    set(
      typeof asked === 'object'
        ? { state: 'companion', info: asked.info }
        : asked === 'refused'
          ? { state: 'companion', info: { version: '', history: true, gateways: [] } }
          : { state: 'bare' },
    );
    schedule();
    return current;
  })();
  return probing;
}

/**
 * Asks again after something the companion lists changed (a gateway's display name, issue 30): the
 * picker and every screen reading the info follow without a page load. The last answer stays until
 * the new one is in, and when the companion cannot be asked.
 */
export async function reloadCompanion(fetcher: typeof fetch = asker ?? fetch): Promise<CompanionState> {
  clearTimeout(timer);
  await refresh(fetcher);
  return current;
}

/** For tests: forget the answer. */
export function resetCompanionProbe(): void {
  probing = undefined;
  asker = undefined;
  clearTimeout(timer);
  timer = undefined;
  current = { state: 'probing' };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) schedule();
  };
}

const snapshot = (): CompanionState => current;

/** The companion state, probing on first use and kept fresh while shown. */
export function useCompanion(): CompanionState {
  const state = useSyncExternalStore(subscribe, snapshot);
  useEffect(() => {
    void probeCompanion();
  }, []);
  return state;
}

/** The companion records history (what the History screen and the live panel read). */
export function hasHistory(state: CompanionState): boolean {
  return state.state === 'companion' && state.info.history;
}

/** The page's gateway as the companion lists it (else its first); undefined without a companion. */
export function pageGatewayInfo(
  state: CompanionState,
  id: string | null = pageScope.id,
): GatewayInfo | undefined {
  if (state.state !== 'companion') return undefined;
  const gateways = state.info.gateways;
  return gateways.find((each) => each.id === id) ?? gateways[0];
}
