/** Views and settings for the alerts' unit tests: a three-inverter plant on a June day in UTC. */
import { DEFAULT_ALERT_CONFIG, type AlertConfig } from '@dtu-web/protocol';
import type { GatewayView, InverterObservation } from './observe.ts';

export const MIN = 60_000;
/** 2026-06-21 00:00 UTC; sunrise 04:00, sunset 20:00. */
export const DAY0 = Date.UTC(2026, 5, 21);
export const SUN = { rise: DAY0 + 4 * 3_600_000, set: DAY0 + 20 * 3_600_000 };
export const NOON = DAY0 + 12 * 3_600_000;

export function inverter(serial: string, over: Partial<InverterObservation> = {}): InverterObservation {
  return {
    serial,
    name: `Inv ${serial}`,
    pollEnabled: true,
    reachable: true,
    producing: true,
    power: 400,
    maxPower: 800,
    temperature: 40,
    strings: [
      { name: 'A', power: 200, wp: 400 },
      { name: 'B', power: 200, wp: 400 },
    ],
    at: NOON,
    ...over,
  };
}

export function view(over: Partial<GatewayView> = {}): GatewayView {
  return {
    gateway: 'home',
    online: true,
    offlineSince: null,
    sun: SUN,
    inverters: [inverter('111'), inverter('222'), inverter('333')],
    ...over,
  };
}

export function config(change: (c: AlertConfig) => void = () => undefined): AlertConfig {
  const c = structuredClone(DEFAULT_ALERT_CONFIG);
  change(c);
  return c;
}
