import { LimitType } from '../enums.ts';
import { MAX_INVERTER_LIMIT } from '../limits.ts';

export interface LimitKind {
  /** Percent of max power (true) or watts (false). */
  relative: boolean;
  /** Survives an inverter restart. */
  persistent: boolean;
}

/** The type the UI sends: (persistent ? 256 : 0) + (relative ? 1 : 0). */
export function encodeLimitType(kind: LimitKind): LimitType {
  if (kind.persistent) return kind.relative ? LimitType.RelativePersistent : LimitType.AbsolutePersistent;
  return kind.relative ? LimitType.RelativeNonPersistent : LimitType.AbsoluteNonPersistent;
}

/** Any accepted type (0, 1, 256, 257 and the newer 2, 3) → its meaning; null for anything else (5003). */
export function decodeLimitType(type: number): LimitKind | null {
  switch (type) {
    case LimitType.AbsoluteNonPersistent:
      return { relative: false, persistent: false };
    case LimitType.RelativeNonPersistent:
      return { relative: true, persistent: false };
    case LimitType.AbsolutePersistent:
    case LimitType.AbsolutePersistentV2:
      return { relative: false, persistent: true };
    case LimitType.RelativePersistent:
    case LimitType.RelativePersistentV2:
      return { relative: true, persistent: true };
    default:
      return null;
  }
}

/** The maximum absolute limit the UI allows: the inverter's max_power, or the device's 2250 W cap when unknown (0). */
export function maxAbsoluteLimit(maxPower: number): number {
  return maxPower > 0 ? maxPower : MAX_INVERTER_LIMIT;
}
