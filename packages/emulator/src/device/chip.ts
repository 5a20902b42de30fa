/**
 * Figures of the emulated ESP32 for /api/system/status (§9.3): fixed chip facts plus heap and temperature
 * values that drift a little, as on a running device.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const CHIP = {
  sdkversion: 'v4.4.7-dirty',
  cpufreq: 240,
  chiprevision: 3,
  chipmodel: 'ESP32-D0WD-V3',
  chipcores: 2,
  flashsize: 4194304,
  psram_total: 0,
  psram_used: 0,
  heap_total: 327680,
  /** Free OTA slot; a firmware image larger than this cannot be written. */
  sketch_total: 1966080,
  /** Size of the running firmware until an OTA update replaces it. */
  sketch_used: 1601232,
  littlefs_total: 1441792,
  pioenv: 'generic_esp32',
} as const;

export const RESET_REASON_POWER_ON = 'Vbat power on reset';
export const RESET_REASON_SOFTWARE = 'Software reset CPU';

export interface HeapFigures {
  heap_used: number;
  heap_max_block: number;
  heap_min_free: number;
}

/**
 * Heap use wanders a few KiB around a base and the minimum-free mark only ever goes down, so the
 * system page looks alive without a real allocator behind it.
 */
export class HeapModel {
  private minFree: number;

  constructor(private readonly random: () => number = Math.random) {
    this.minFree = CHIP.heap_total - 150_000;
  }

  sample(uptimeSeconds: number): HeapFigures {
    const wave = Math.sin(uptimeSeconds / 40) * 6000;
    const used = Math.round(176_000 + wave + this.random() * 3000);
    const free = CHIP.heap_total - used;
    this.minFree = Math.min(this.minFree, free - 4000);
    return {
      heap_used: used,
      heap_max_block: Math.min(free, 77_812 + Math.round(this.random() * 4) * 4096 - 4096),
      heap_min_free: this.minFree,
    };
  }
}

/** CPU temperature in °C around 43 with a tenth-degree jitter. */
export function cpuTemperature(uptimeSeconds: number, random: () => number = Math.random): number {
  return Math.round((43 + Math.sin(uptimeSeconds / 300) * 1.5 + random() * 0.4) * 10) / 10;
}

/** LittleFS blocks in use: 4 KiB per file (rounded up) plus two metadata blocks. */
export async function littlefsUsed(dataDir: string): Promise<number> {
  const block = 4096;
  let used = 2 * block;
  try {
    for (const name of await readdir(dataDir)) {
      const info = await stat(join(dataDir, name));
      if (info.isFile()) used += Math.max(1, Math.ceil(info.size / block)) * block;
    }
  } catch {
    // an unreadable data dir shows the metadata blocks only
  }
  return used;
}
