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
  /** Seconds since the last statistics packet, or the uptime when there was none. */
  dataAge: number;
  /** Simulated ms epoch of the last statistics packet (MQTT `last_update`), undefined before. */
  lastPacketMs: number | undefined;
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

export function inverterState(
  inv: SimInverter,
  day: boolean,
  nowMs: number,
  uptimeSeconds: number,
): InverterState {
  const view = inv.view;
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
    dataAge:
      view.lastPacketMs === undefined
        ? uptimeSeconds
        : Math.max(0, Math.floor((nowMs - view.lastPacketMs) / 1000)),
    lastPacketMs: view.lastPacketMs,
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
