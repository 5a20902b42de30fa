/** Memory figures of the system info page (interface-spec §9). Fractions are 0..1. */

/** 1 − largest free block / free heap; 0 when nothing is free (nothing to fragment). */
export function heapFragmentation(maxBlock: number, freeHeap: number): number {
  if (freeHeap <= 0) return 0;
  return 1 - maxBlock / freeHeap;
}

export interface HeapMaxUsage {
  /** Bytes: total − lifetime minimum free. */
  absolute: number;
  /** Fraction of the total; 0 when the total is 0. */
  relative: number;
}

/** The most heap ever in use since boot. */
export function heapMaxUsage(total: number, minFree: number): HeapMaxUsage {
  const absolute = total - minFree;
  return { absolute, relative: total > 0 ? absolute / total : 0 };
}

/** Bytes → KB as the UI shows them: bytes / 1024, rounded. */
export function toKB(bytes: number): number {
  return Math.round(bytes / 1024);
}

/** Used / total in whole percent, rounded; 0 when the total is 0. */
export function percentUsed(used: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((used / total) * 100);
}
