/**
 * The runtime inverters in slot order, found by serial, plus the saved counters of inverters that are
 * not configured right now (an inverter removed and added again keeps its lifetime energy).
 */
import { formatSerial, NEWEST_RELEASE, type FirmwareRelease } from '@dtu-web/protocol';
import type { InverterConfig } from './config.ts';
import type { Environment } from './hardware.ts';
import { SimInverter } from './inverter.ts';
import { modelForSerial } from './models.ts';
import { toSerialBigint, type SerialInput } from './serial.ts';
import {
  applyRecord,
  parseSnapshot,
  recordOf,
  type EnergySnapshot,
  type InverterEnergyRecord,
} from './snapshot.ts';

export class Roster {
  list: SimInverter[] = [];
  private bySerial = new Map<string, SimInverter>();
  private readonly retired = new Map<string, InverterEnergyRecord>();

  constructor(
    private readonly seed: number,
    private readonly shading: Readonly<Record<string, readonly number[]>> = {},
    /** The gateway's release: which serials it has a model for (firmware-versions §2.10). */
    private readonly release: FirmwareRelease = NEWEST_RELEASE,
  ) {}

  /** By canonical hex serial (as radio requests carry it). */
  readonly lookup = (serial: string): SimInverter | undefined => this.bySerial.get(serial);

  /** By any serial form the API may receive. */
  find(serial: SerialInput): SimInverter | undefined {
    return this.bySerial.get(formatSerial(toSerialBigint(serial)));
  }

  /**
   * Applies the configured slots. Empty slots, unknown models and repeated serials get no runtime
   * object; an unchanged serial keeps its inverter, a new one starts settled in the current light.
   */
  configure(configs: readonly InverterConfig[], env: Environment, localDay: number): void {
    const list: SimInverter[] = [];
    const bySerial = new Map<string, SimInverter>();
    configs.forEach((config, slot) => {
      const serial = toSerialBigint(config.serial);
      const hex = formatSerial(serial);
      const model = serial === 0n ? undefined : modelForSerial(serial, this.release);
      if (!model || bySerial.has(hex)) return;
      let inv = this.bySerial.get(hex);
      if (inv) inv.reconfigure(slot, config);
      else {
        inv = new SimInverter(serial, model, slot, config, this.seed);
        inv.hw.shade = this.shading[hex] ?? [];
        inv.hw.settle(env);
        const saved = this.retired.get(hex);
        if (saved) applyRecord(inv, saved, localDay);
        this.retired.delete(hex);
      }
      list.push(inv);
      bySerial.set(hex, inv);
    });
    for (const [hex, inv] of this.bySerial) {
      if (!bySerial.has(hex)) this.retired.set(hex, recordOf(inv, localDay));
    }
    this.list = list;
    this.bySerial = bySerial;
  }

  snapshot(ms: number, localDay: number): EnergySnapshot {
    const inverters: Record<string, InverterEnergyRecord> = Object.fromEntries(this.retired);
    for (const inv of this.list) inverters[inv.serialHex] = recordOf(inv, localDay);
    return { format: 'dtu-web-sim-energy', version: 1, savedAtMs: ms, inverters };
  }

  restore(data: unknown, localDay: number): boolean {
    const snapshot = parseSnapshot(data);
    if (!snapshot) return false;
    for (const [serial, record] of Object.entries(snapshot.inverters)) {
      const inv = this.bySerial.get(serial);
      if (inv) applyRecord(inv, record, localDay);
      else this.retired.set(serial, record);
    }
    return true;
  }
}
