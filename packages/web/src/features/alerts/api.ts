import {
  endpointUrl,
  endpoints,
  type AlertConfig,
  type AlertList,
  type ApiResult,
  type LiveData,
} from '@dtu-web/protocol';
import { api, ApiError } from '../../lib/api/index.ts';
import { session } from '../../lib/auth/index.ts';
import { pageScope, withGateway } from '../../lib/gateway/index.ts';

/** The page's gateway in a companion query (companion-api §3), nothing when unscoped. */
const gateway = (): { gateway?: string } => (pageScope.id === null ? {} : { gateway: pageScope.id });

export function fetchAlerts(signal?: AbortSignal): Promise<AlertList> {
  return api.get<AlertList>(endpointUrl(endpoints.alerts, { ...gateway(), limit: '100' }), signal);
}

export function fetchAlertConfig(signal?: AbortSignal): Promise<AlertConfig> {
  return api.get<AlertConfig>(endpointUrl(endpoints.alertsConfig, gateway()), signal);
}

/** The inverters' names by serial, from the gateway's live summary. */
export async function fetchInverterNames(signal?: AbortSignal): Promise<ReadonlyMap<string, string>> {
  const data = await api.get<LiveData>(endpoints.livedataStatus, signal);
  return new Map(data.inverters.map((inverter) => [inverter.serial, inverter.name]));
}

/**
 * A POST whose refusal is shown as the server words it: the companion answers a bad setting (90005,
 * with the field) or a channel's failure (90006) with a JSON result, which the shared client would turn
 * into a bare error. A 401 still goes the client's way (to the login, the edits kept as a draft).
 */
async function postForResult(path: string, data?: unknown): Promise<ApiResult> {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
  const user = session.getUser();
  if (user) headers.set('Authorization', `Basic ${user.authdata}`);
  let body: FormData | undefined;
  if (data !== undefined) {
    body = new FormData();
    body.append('data', JSON.stringify(data));
  }
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, ...(body ? { body } : {}) });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 0);
  }
  if (response.status === 401) return api.post<ApiResult>(path, data ?? {});
  const answer: unknown = await response.json().catch(() => undefined);
  if (typeof answer === 'object' && answer !== null && 'type' in answer) return answer as ApiResult;
  throw new ApiError(response.statusText, response.status);
}

export function saveAlertConfig(config: AlertConfig): Promise<ApiResult> {
  return postForResult(withGateway(endpoints.alertsConfigSave.path), config);
}

export function testChannel(channel: string): Promise<ApiResult> {
  return postForResult(endpointUrl(endpoints.alertsTest, { ...gateway(), channel }));
}

export function acknowledgeAlert(id: string): Promise<ApiResult> {
  return postForResult(endpointUrl(endpoints.alertsAck, { ...gateway(), id }));
}
