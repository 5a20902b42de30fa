/**
 * `--device [<id>=]<url>` (repeatable), `--device-user [<id>=]<name>`, `--device-password [<id>=]<p>`:
 * the gateways of the command line (companion-api §3). Ids are checked at start; a bare URL gets the id
 * `gateway` and a second bare URL is refused. A login without an id belongs to the only gateway.
 */
import { DEFAULT_GATEWAY_ID, GATEWAY_ID_PATTERN } from '@dtu-web/protocol';
import type { GatewayEntry } from './link.ts';
import { parseTarget, TargetError, type DeviceTarget } from './target.ts';

export class CompanionUsageError extends Error {}

export function companionTarget(url: string, user?: string, password?: string): DeviceTarget {
  try {
    return parseTarget({ url, user, password });
  } catch (error) {
    if (error instanceof TargetError) throw new CompanionUsageError(error.message);
    throw error;
  }
}

/** `id=rest` when the text starts with something that is no URL scheme or host (no `:`, `/`, `@`). */
function splitId(text: string): { id: string; rest: string } | undefined {
  const match = /^([^=:/@]+)=(.*)$/s.exec(text);
  if (match === null) return undefined;
  return { id: match[1] ?? '', rest: match[2] ?? '' };
}

function checkId(id: string): void {
  if (!GATEWAY_ID_PATTERN.test(id)) {
    throw new CompanionUsageError(
      `--device: the gateway id "${id}" must be 1 to 32 characters of a-z, 0-9 and -, ` +
        'e.g. --device home=http://192.168.1.50',
    );
  }
}

/** Per-gateway values of a login option: `id=value`, or a bare value for the only gateway. */
function perGateway(name: string, values: readonly string[], ids: readonly string[]): Map<string, string> {
  const byId = new Map<string, string>();
  for (const value of values) {
    const split = splitId(value);
    let id: string;
    let rest: string;
    if (split !== undefined && ids.includes(split.id)) ({ id, rest } = split);
    else if (ids.length === 1 && ids[0] !== undefined) [id, rest] = [ids[0], value];
    else {
      throw new CompanionUsageError(
        `--${name} needs the gateway it is for when there are several: --${name} ${ids[0] ?? 'home'}=…` +
          ` (known ids: ${ids.join(', ')})`,
      );
    }
    if (byId.has(id)) throw new CompanionUsageError(`--${name} is given twice for gateway "${id}"`);
    byId.set(id, rest);
  }
  return byId;
}

export function gatewayEntries(
  devices: readonly string[],
  users: readonly string[],
  passwords: readonly string[],
): GatewayEntry[] {
  const parsed = devices.map((text) => {
    const split = splitId(text);
    if (split === undefined) return { id: DEFAULT_GATEWAY_ID, url: text, bare: true };
    checkId(split.id);
    return { id: split.id, url: split.rest, bare: false };
  });
  if (parsed.filter((device) => device.bare).length > 1) {
    throw new CompanionUsageError(
      'only one --device may be a bare URL: give the others an id, e.g. --device home=http://192.168.1.50 ' +
        '--device garage=http://192.168.1.51',
    );
  }
  const ids = parsed.map((device) => device.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined)
    throw new CompanionUsageError(`--device: the gateway id "${twice}" is given twice`);
  const user = perGateway('device-user', users, ids);
  const password = perGateway('device-password', passwords, ids);
  return parsed.map((device) => {
    try {
      return {
        id: device.id,
        target: companionTarget(device.url, user.get(device.id), password.get(device.id)),
      };
    } catch (error) {
      if (error instanceof CompanionUsageError && parsed.length > 1) {
        throw new CompanionUsageError(`${device.id}: ${error.message}`);
      }
      throw error;
    }
  });
}
