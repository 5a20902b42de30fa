/** One simulated inverter: its hardware and what the gateway knows about it, plus derived flags. */
import { formatSerial } from '@dtu-web/protocol';
import { toSettings, type InverterConfig, type InverterSettings } from './config.ts';
import { InverterHardware } from './hardware.ts';
import type { InverterModel, RadioKind } from './models.ts';
import { linkQuality, type LinkQuality } from './radio.ts';
import { serialKey } from './serial.ts';
import { GatewayView, round } from './view.ts';

export class SimInverter {
  readonly serialHex: string;
  readonly hw: InverterHardware;
  /** Replaced when the gateway reboots (`resetView`). */
  view: GatewayView;
  readonly link: LinkQuality;
  settings: InverterSettings;

  constructor(
    readonly serial: bigint,
    readonly model: InverterModel,
    public slot: number,
    config: InverterConfig,
    seed: number,
  ) {
    this.serialHex = formatSerial(serial);
    this.settings = toSettings(config, model.family.inputs);
    this.hw = new InverterHardware(model, serialKey(serial), seed, this.settings.channel);
    this.view = new GatewayView(model.family.inputs);
    this.link = linkQuality(model.family.radio, serialKey(serial));
  }

  reconfigure(slot: number, config: InverterConfig): void {
    this.slot = slot;
    this.settings = toSettings(config, this.model.family.inputs);
    this.hw.configureChannels(this.settings.channel);
  }

  /** A fresh gateway view after a gateway reboot; the yields shown before are kept. */
  resetView(): void {
    const shown = this.view.values.dc;
    this.view = new GatewayView(this.model.family.inputs);
    this.view.restoreYields(
      shown.map((d) => d.yieldDay),
      shown.map((d) => d.yieldTotal),
    );
  }

  get radio(): RadioKind {
    return this.model.family.radio;
  }

  /** `max_power` as the gateway knows it: from device info, so 0 until that has been received. */
  maxPowerKnown(): number {
    return this.view.deviceInfoReceived ? this.model.maxPower : 0;
  }

  /** poll_enable && (day || poll_enable_night), §9.2. */
  pollingEnabled(day: boolean): boolean {
    return this.settings.poll_enable && (day || this.settings.poll_enable_night);
  }

  /** command_enable && (day || command_enable_night), §9.2. */
  commandsEnabled(day: boolean): boolean {
    return this.settings.command_enable && (day || this.settings.command_enable_night);
  }

  /** Polling enabled and consecutive failures ≤ reachable_threshold (§2.2). */
  reachable(day: boolean): boolean {
    return this.pollingEnabled(day) && this.view.consecutiveFailures <= this.settings.reachable_threshold;
  }

  producing(day: boolean): boolean {
    return this.pollingEnabled(day) && this.view.values.ac.power > 0;
  }

  /** W, or −1 while the max power is unknown. */
  limitAbsolute(): number {
    const max = this.maxPowerKnown();
    return max > 0 ? round((this.view.limitRelative * max) / 100, 1) : -1;
  }
}
