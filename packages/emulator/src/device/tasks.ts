/**
 * `task_details` of /api/system/status (v24.10.15+, firmware-versions.md §2.2): the device lists, from a
 * fixed name list, the FreeRTOS tasks that exist with their stack high-water mark and priority. An
 * OpenDTU gateway runs the idle tasks, WiFi, lwIP (`tiT`), the Arduino loop and the web server's TCP
 * task; the MQTT client's task exists while MQTT is on. The Huawei and power-meter tasks of the list
 * belong to other builds and never appear. Watermarks drift a little, as free stack does on a device.
 */
import type { TaskDetail } from '@dtu-web/protocol';

interface TaskModel {
  name: string;
  priority: number;
  /** Bytes of stack never used, around which the reading wanders. */
  watermark: number;
}

const TASKS: readonly TaskModel[] = [
  { name: 'IDLE0', priority: 0, watermark: 628 },
  { name: 'IDLE1', priority: 0, watermark: 612 },
  { name: 'wifi', priority: 23, watermark: 3604 },
  { name: 'tiT', priority: 18, watermark: 2196 },
  { name: 'loopTask', priority: 1, watermark: 4716 },
  { name: 'async_tcp', priority: 3, watermark: 8276 },
  { name: 'mqttclient', priority: 1, watermark: 2348 },
];

export function taskDetails(
  uptimeSeconds: number,
  mqttEnabled: boolean,
  random: () => number = Math.random,
): TaskDetail[] {
  return TASKS.filter((task) => task.name !== 'mqttclient' || mqttEnabled).map((task) => ({
    name: task.name,
    // The high-water mark only goes down while the device runs: a little less after the first minutes.
    stack_watermark: task.watermark - (uptimeSeconds > 60 ? 16 * Math.floor(random() * 4) : 0),
    priority: task.priority,
  }));
}
