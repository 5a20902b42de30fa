import { endpoints, type CompanionInfo, type GatewayInfo } from '@dtu-web/protocol';
import { useEffect, useSyncExternalStore } from 'react';
import { session } from '../auth/index.ts';
import { pageScope } from '../gateway/index.ts';
import type { nextAskIn } from './infoRefresh.ts';

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

function ask(fetcher: typeof fetch, signal: AbortSignal): Promise<Response> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  const user = session.getUser();
  if (user) headers.set('Authorization', `Basic ${user.authdata}`);
  return fetcher(endpoints.companionInfo.path, { headers, signal });
}

/**
 * When to ask again comes from a module of its own, loaded once a companion answered: it needs the
 * time-zone rules (~1 KB gz), which would otherwise travel in every page's first script.
 */
let timing: Promise<{ nextAskIn: typeof nextAskIn }> | undefined;
/** Bumped by every (re)schedule: a timing that loads late sets no timer for an outdated plan. */
let plan = 0;

function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  const mine = ++plan;
  if (listeners.size === 0 || current.state !== 'companion' || asker === undefined) return;
  const fetcher = asker;
  timing ??= import('./infoRefresh.ts');
  void timing.then(({ nextAskIn }) => {
    if (mine !== plan || current.state !== 'companion') return;
    timer = setTimeout(
      () => {
        void refresh(fetcher);
      },
      nextAskIn(current.info, Date.now()),
    );
  });
}

/** Asks again; only a whole new answer replaces the one shown (a failed ask keeps it until the next). */
async function refresh(fetcher: typeof fetch): Promise<void> {
  timer = undefined;
  try {
    const response = await ask(fetcher, new AbortController().signal);
    const body: unknown = (response.headers.get('Content-Type') ?? '').includes('json')
      ? await response.json()
      : undefined;
    const known = current.state === 'companion' ? JSON.stringify(current.info) : '';
    if (response.ok && isInfo(body) && JSON.stringify(body) !== known)
      set({ state: 'companion', info: body });
  } catch {
    // Unreachable for a moment: the next ask may reach it.
  }
  schedule();
}

/**
 * Probes once per page load, then asks again on a timer while a screen watches (`useCompanion`). A bare
 * gateway's answer is its whole app (~170 KB from a microcontroller): the request is aborted as soon as
 * the headers say it is not JSON, before the body travels.
 */
export function probeCompanion(fetcher: typeof fetch = fetch): Promise<CompanionState> {
  probing ??= (async () => {
    const abort = new AbortController();
    asker = fetcher;
    try {
      const response = await ask(fetcher, abort.signal);
      if (!(response.headers.get('Content-Type') ?? '').includes('json')) {
        abort.abort();
        return set({ state: 'bare' });
      }
      const body: unknown = await response.json();
      if (response.ok && isInfo(body)) {
        set({ state: 'companion', info: body });
        schedule();
        return current;
      }
      // A JSON refusal (401 without read-only access) still comes from a companion: it records.
      if (response.status === 401) {
        return set({ state: 'companion', info: { version: '', history: true, gateways: [] } });
      }
      return set({ state: 'bare' });
    } catch {
      // Unreachable for now: ask again next time a screen wants to know.
      probing = undefined;
      return set({ state: 'bare' });
    }
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
  plan += 1;
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
