/** /api/system/status (device-api §9.3). */
import { configVersionOf, endpoints, hasFeature, type SystemStatus } from '@dtu-web/protocol';
import { defineArea } from '../context.ts';
import { CHIP, cpuTemperature, HeapModel, littlefsUsed } from '../device/chip.ts';
import { taskDetails } from '../device/tasks.ts';
import { sendJson } from './common/result.ts';
import { readRoute } from './common/route.ts';

export const systemRoutes = defineArea((app, ctx) => {
  const heap = new HeapModel();
  readRoute(app, endpoints.systemStatus, async (_request, reply) => {
    const uptime = ctx.uptimeSeconds();
    const figures = heap.sample(uptime);
    const { radios } = ctx.boot;
    const config = ctx.store.config;
    const body: SystemStatus = {
      hostname: ctx.hostname(),
      sdkversion: CHIP.sdkversion,
      cpufreq: CHIP.cpufreq,
      cputemp: cpuTemperature(uptime),
      heap_total: CHIP.heap_total,
      heap_used: figures.heap_used,
      heap_max_block: figures.heap_max_block,
      heap_min_free: figures.heap_min_free,
      psram_total: CHIP.psram_total,
      psram_used: CHIP.psram_used,
      sketch_total: CHIP.sketch_total,
      sketch_used: ctx.firmwareSize > 0 ? ctx.firmwareSize : CHIP.sketch_used,
      littlefs_total: CHIP.littlefs_total,
      littlefs_used: await littlefsUsed(ctx.dataDir),
      chiprevision: CHIP.chiprevision,
      chipmodel: CHIP.chipmodel,
      chipcores: CHIP.chipcores,
      flashsize: CHIP.flashsize,
      resetreason_0: ctx.boot.resetReason,
      resetreason_1: ctx.boot.resetReason,
      cfgsavecount: config.cfg.save_count,
      // The running release's CONFIG_VERSION and tag (a release build's `git describe`, §5).
      config_version: configVersionOf(ctx.release).text,
      git_hash: ctx.release,
      pioenv: CHIP.pioenv,
      uptime,
      // The emulated radios are always present and answer when their pins are configured.
      nrf_configured: radios.nrfConfigured,
      nrf_connected: radios.nrfConfigured,
      nrf_pvariant: radios.nrfConfigured,
      cmt_configured: radios.cmtConfigured,
      cmt_connected: radios.cmtConfigured,
    };
    if (hasFeature(ctx.release, 'taskDetails')) {
      body.task_details = taskDetails(uptime, config.mqtt.enabled);
    }
    // Tag builds are detached heads: the version script falls back to "master" (§5).
    if (hasFeature(ctx.release, 'gitBranch')) body.git_branch = 'master';
    return sendJson(reply, body);
  });
});
