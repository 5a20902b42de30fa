import { endpoints, type CompanionInfo } from '@dtu-web/protocol';
import { useEffect, useSyncExternalStore } from 'react';
import { session } from '../auth/index.ts';

/**
 * Is there a companion (or the emulator) in front of the gateway? companion-api §0: `GET /api/x/info`
 * answers JSON there; a bare gateway answers any unknown path with its index.html.
 */
export type CompanionState =
  { state: 'probing' } | { state: 'bare' } | { state: 'companion'; info: CompanionInfo };

let current: CompanionState = { state: 'probing' };
let probing: Promise<CompanionState> | undefined;
const listeners = new Set<() => void>();

function set(next: CompanionState): CompanionState {
  current = next;
  for (const listener of listeners) listener();
  return next;
}

function isInfo(value: unknown): value is CompanionInfo {
  return typeof value === 'object' && value !== null && 'history' in value && 'gateways' in value;
}

/**
 * What `GET /api/x/info` says; undefined when it could not be asked (unreachable for now). A bare
 * gateway's answer is its whole app (~170 KB from a microcontroller): the request is aborted as soon as
 * the headers say it is not JSON, before the body travels.
 */
async function askInfo(fetcher: typeof fetch): Promise<CompanionState | undefined> {
  const abort = new AbortController();
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  const user = session.getUser();
  if (user) headers.set('Authorization', `Basic ${user.authdata}`);
  try {
    const response = await fetcher(endpoints.companionInfo.path, { headers, signal: abort.signal });
    if (!(response.headers.get('Content-Type') ?? '').includes('json')) {
      abort.abort();
      return { state: 'bare' };
    }
    const body: unknown = await response.json();
    if (response.ok && isInfo(body)) return { state: 'companion', info: body };
    // A JSON refusal (401 without read-only access) still comes from a companion: it records.
    if (response.status === 401)
      return { state: 'companion', info: { version: '', history: true, gateways: [] } };
    return { state: 'bare' };
  } catch {
    return undefined;
  }
}

/** Asks once per page load. */
export function probeCompanion(fetcher: typeof fetch = fetch): Promise<CompanionState> {
  probing ??= (async () => {
    const answer = await askInfo(fetcher);
    // Unreachable for now: ask again next time a screen wants to know.
    if (answer === undefined) probing = undefined;
    return set(answer ?? { state: 'bare' });
  })();
  return probing;
}

/**
 * Asks again after something the companion lists changed (a gateway's display name, issue 30): the
 * picker and every screen reading the info follow without a page load. The last answer stays until
 * the new one is in, and when the companion cannot be asked.
 */
export async function reloadCompanion(fetcher: typeof fetch = fetch): Promise<CompanionState> {
  const answer = await askInfo(fetcher);
  if (answer === undefined) return current;
  probing = Promise.resolve(answer);
  return set(answer);
}

/** For tests: forget the answer. */
export function resetCompanionProbe(): void {
  probing = undefined;
  current = { state: 'probing' };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): CompanionState => current;

/** The companion state, probing on first use. */
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
