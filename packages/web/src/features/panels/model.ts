import type { Alert, DcChannelData, HistoryHealth, LiveValue, StringHealth } from '@dtu-web/protocol';
import type { Loading } from '../../lib/api/useLoad.ts';
import {
  hasChannels,
  inverterState,
  type InverterListItem,
  type InverterState,
  type LiveInverter,
} from '../../lib/live/index.ts';
import { alertsOn, isCurrent, judgeString, needsLook, type StringVerdict } from './judge.ts';

export interface PanelString {
  /** The DC channel's key in the live data ("0", "1", …). */
  key: string;
  /** 1-based, as the gateway's screens and the companion count. */
  number: number;
  name: string | null;
  channel: DcChannelData;
  verdict: StringVerdict;
  /** Its power describes now (else the tile shows none). */
  current: boolean;
  health: StringHealth | undefined | 'loading';
  alerts: Alert[];
}

export interface PanelInverter {
  serial: string;
  name: string;
  state: InverterState;
  /** The inverter as a whole: off, asleep, unreachable, stale, idle or producing. */
  verdict: StringVerdict;
  /** AC power now, W, or null when the values do not describe now. */
  power: number | null;
  yieldDay: LiveValue | undefined;
  /** Its values are from before the gateway's midnight: the yields are its last day's. */
  lastDay: boolean;
  /** null until the gateway sent its channel data. */
  strings: PanelString[] | null;
  /** Firing alerts about the inverter itself (not one of its strings). */
  alerts: Alert[];
}

export interface PanelFacts {
  night: boolean;
  isStale: (serial: string) => boolean;
  isLastDay: (serial: string) => boolean;
  health: Loading<HistoryHealth>;
  alerts: readonly Alert[];
}

function healthOf(facts: PanelFacts, serial: string, number: number): PanelString['health'] {
  if (facts.health.state === 'loading') return 'loading';
  if (facts.health.state === 'failed') return undefined;
  return facts.health.data.strings.find((each) => each.serial === serial && each.string === number);
}

function stringsOf(inverter: LiveInverter, state: InverterState, facts: PanelFacts): PanelString[] | null {
  if (!hasChannels(inverter)) return null;
  const channels = Object.entries(inverter.DC).sort(([a], [b]) => Number(a) - Number(b));
  const stale = facts.isStale(inverter.serial);
  return channels.map(([key, channel]) => {
    const number = Number(key) + 1;
    const health = healthOf(facts, inverter.serial, number);
    const now = { inverter: state, night: facts.night, stale };
    const verdict = judgeString({
      ...now,
      power: channel.Power.v,
      siblings: channels.filter(([other]) => other !== key).map(([, other]) => other.Power.v),
      health: typeof health === 'object' ? health : undefined,
    });
    const name = channel.name.u.trim();
    return {
      key,
      number,
      name: name === '' ? null : name,
      channel,
      verdict,
      current: isCurrent(now),
      health,
      alerts: alertsOn(facts.alerts, inverter.serial, number),
    };
  });
}

/** Every inverter of the gateway in its order, each with its strings judged. */
export function buildPanels(
  list: readonly InverterListItem[],
  inverterOf: (serial: string) => LiveInverter | undefined,
  facts: PanelFacts,
): PanelInverter[] {
  const panels: PanelInverter[] = [];
  for (const item of list) {
    const inverter = inverterOf(item.serial);
    if (!inverter) continue;
    const state = inverterState(inverter);
    const now = { inverter: state, night: facts.night, stale: facts.isStale(item.serial) };
    const verdict = judgeString({
      ...now,
      power: 0,
      siblings: [],
      health: undefined,
    });
    const channels = hasChannels(inverter) ? inverter : undefined;
    panels.push({
      serial: item.serial,
      name: item.name,
      state,
      verdict,
      power: isCurrent(now) && channels ? (channels.AC['0']?.Power.v ?? null) : null,
      yieldDay: channels?.INV['0']?.YieldDay,
      lastDay: facts.isLastDay(item.serial),
      strings: stringsOf(inverter, state, facts),
      alerts: alertsOn(facts.alerts, item.serial, null),
    });
  }
  return panels;
}

export interface PanelsSummary {
  strings: number;
  producing: number;
  /** Strings that ask for a look: silent now, unreachable by day, flagged by health, or alerted. */
  look: number;
}

export function summarise(panels: readonly PanelInverter[]): PanelsSummary {
  const summary = { strings: 0, producing: 0, look: 0 };
  for (const inverter of panels)
    for (const string of inverter.strings ?? []) {
      summary.strings += 1;
      if (string.verdict === 'producing') summary.producing += 1;
      if (needsLook(string.verdict) || string.alerts.length > 0) summary.look += 1;
    }
  return summary;
}
