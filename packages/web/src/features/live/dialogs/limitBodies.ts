import {
  encodeLimitType,
  persistentLimitAttempts,
  ResponseCode,
  type ApiResult,
  type FirmwareIdentity,
  type LimitConfigRequest,
} from '@dtu-web/protocol';

/** What the dialog knows before it sends: the firmware may still be unknown (then both dialects). */
export interface LimitChoice {
  serial: string;
  value: number;
  relative: boolean;
  persistent: boolean;
}

/** Nothing is known about the gateway yet: every release is possible, newer code first. */
const UNKNOWN: FirmwareIdentity = {
  label: '',
  release: 'v26.3.30',
  basis: 'unknown',
  tested: false,
  candidates: [],
  certain: false,
};

/**
 * The bodies to send, in order (firmware-versions.md §2.4, §5.6): a non-persistent limit is 0/1 on
 * every release; a persistent one is 256/257 up to v25.5.10 and 2/3 from v25.9.11 — one body when the
 * release is certain, else the newer code and, if the gateway refuses the type (5003), the older one.
 */
export function limitBodies(
  choice: LimitChoice,
  identity: FirmwareIdentity | undefined,
): LimitConfigRequest[] {
  const { serial, value, relative, persistent } = choice;
  const types = persistent
    ? persistentLimitAttempts(identity ?? UNKNOWN, relative)
    : [encodeLimitType({ relative, persistent: false })];
  return types.map((limit_type) => ({ serial, limit_value: value, limit_type }));
}

/** The gateway refused the limit type: the next body (the other dialect) may be the one it takes. */
export function refusedType(answer: ApiResult): boolean {
  return answer.code === ResponseCode.LimitInvalidType;
}
