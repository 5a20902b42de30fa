/** GET /api/system/status (device-api §9.3). Sizes in bytes. */
export interface SystemStatus {
  hostname: string;
  sdkversion: string;
  /** MHz. */
  cpufreq: number;
  /** °C; null when the chip has no sensor (NaN on the device). */
  cputemp: number | null;
  heap_total: number;
  heap_used: number;
  heap_max_block: number;
  heap_min_free: number;
  psram_total: number;
  psram_used: number;
  /** Free OTA slot size. */
  sketch_total: number;
  sketch_used: number;
  littlefs_total: number;
  littlefs_used: number;
  chiprevision: number;
  chipmodel: string;
  chipcores: number;
  flashsize: number;
  resetreason_0: string;
  resetreason_1: string;
  cfgsavecount: number;
  /** CONFIG_VERSION as "a.b.c". */
  config_version: string;
  /** git describe output, e.g. "v24.10.6", "v24.10.6-3-gabc1234", "g0000000". */
  git_hash: string;
  pioenv: string;
  /** Seconds. */
  uptime: number;
  nrf_configured: boolean;
  nrf_connected: boolean;
  nrf_pvariant: boolean;
  cmt_configured: boolean;
  cmt_connected: boolean;
  /** v24.10.15+: the tasks that exist, from a fixed list (firmware-versions.md §2.2). */
  task_details?: TaskDetail[];
  /** v25.5.10+: the branch built from ("master" when unknown). */
  git_branch?: string;
}

export interface TaskDetail {
  name: string;
  /** Bytes of stack never used. */
  stack_watermark: number;
  priority: number;
}
