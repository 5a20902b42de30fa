/** A read-only picture of one inverter for the HTTP, websocket and MQTT layers. */
import type { CommandStatus } from './commands.ts';
import type { ChannelConfig } from './config.ts';
import type { SimInverter } from './inverter.ts';
import type { RadioKind } from './models.ts';
import type { RadioStats, ReportedValues } from './view.ts';

export interface InverterState {
  /** Lowercase hex. */
  serial: string;
  /** Config slot 0..9. */
  slot: number;
  name: string;
  order: number;
  /** Model family name (`type` in /api/inverter/list). */
  typeName: string;
  radio: RadioKind;
  /** Configured `poll_enable` (the totals' YieldDay/YieldTotal use this, §2.3). */
  pollEnableConfigured: boolean;
  /** Effective polling: poll_enable && (day || poll_enable_night). */
  pollEnabled: boolean;
  /** Effective commands: command_enable && (day || command_enable_night). */
  commandsEnabled: boolean;
  reachable: boolean;
  producing: boolean;
  /** Seconds since the last statistics packet, or the uptime when there was none (monotonic). */
  dataAge: number;
  /** The same in milliseconds (`data_age_ms`, v25.4.2+). */
  dataAgeMs: number;
  /**
   * Wall-clock ms epoch of the last statistics packet (MQTT `last_update`), undefined before. Like the
   * device it is the wall clock now minus the packet's age, so it follows a clock set by hand.
   */
  lastPacketMs: number | undefined;
  /** Gateway uptime in ms when the last statistics packet came (Prometheus `opendtu_last_update`). */
  lastPacketUptimeMs: number | undefined;
  limitRelative: number;
  /** The limit has been read or set at least once (MQTT publishes limit_relative only then). */
  limitKnown: boolean;
  /** W, −1 while the max power is unknown. */
  limitAbsolute: number;
  /** From device info; 0 until received or when the part number is unknown. */
  maxPower: number;
  deviceInfoValid: boolean;
  limitStatus: CommandStatus;
  powerStatus: CommandStatus;
  radioStats: RadioStats;
  /** The last packet's values (zeros before the first one). */
  values: ReportedValues;
  /** The configured channels, one per DC input of the model. */
  channels: ChannelConfig[];
  /** Number of event-log entries the gateway holds (0..15). */
  events: number;
  /** Increases whenever the statistics change (new packet or zeroing): push when it moved. */
  statsVersion: number;
}

/** The plant's clocks at the moment of the picture. */
export interface StateTime {
  /** Wall clock, ms epoch. */
  wall: number;
  /** Monotonic ms. */
  mono: number;
  /** Monotonic ms of the gateway's (last) boot. */
  bootMono: number;
}

export function inverterState(inv: SimInverter, day: boolean, time: StateTime): InverterState {
  const view = inv.view;
  const packet = view.lastPacketMono;
  const age = packet === undefined ? undefined : Math.max(0, time.mono - packet);
  return {
    serial: inv.serialHex,
    slot: inv.slot,
    name: inv.settings.name,
    order: inv.settings.order,
    typeName: inv.model.family.typeName,
    radio: inv.radio,
    pollEnableConfigured: inv.settings.poll_enable,
    pollEnabled: inv.pollingEnabled(day),
    commandsEnabled: inv.commandsEnabled(day),
    reachable: inv.reachable(day),
    producing: inv.producing(day),
    dataAge: Math.floor((age ?? Math.max(0, time.mono - time.bootMono)) / 1000),
    dataAgeMs: Math.floor(age ?? Math.max(0, time.mono - time.bootMono)),
    lastPacketMs: age === undefined ? undefined : time.wall - age,
    lastPacketUptimeMs: packet === undefined ? undefined : Math.max(0, packet - time.bootMono),
    limitRelative: view.limitRelative,
    limitKnown: view.limitKnown,
    limitAbsolute: inv.limitAbsolute(),
    maxPower: inv.maxPowerKnown(),
    deviceInfoValid: view.deviceInfoReceived,
    limitStatus: view.limitStatus,
    powerStatus: view.powerStatus,
    radioStats: { ...view.stats },
    values: structuredClone(view.values),
    channels: inv.settings.channel.map((c) => ({ ...c })),
    events: view.events.count,
    statsVersion: view.statsVersion,
  };
}
