/**
 * The fleet's inverter table (issue 30): each inverter of a gateway from the latest frame its live
 * socket brought (never a request to the gateway), with the held time added to its data age so a held
 * frame never looks fresher than it is.
 */
import type { FleetInverter } from '@dtu-web/protocol';
import type { LiveFrame } from '../upstream/liveFrames.ts';

export function fleetInverters(frames: readonly LiveFrame[], now: number): FleetInverter[] {
  const list: FleetInverter[] = [];
  for (const { frame, receivedAt } of frames) {
    const inverter = frame.inverters[0];
    if (inverter === undefined) continue;
    const held = Math.max(0, Math.floor((now - receivedAt) / 1000));
    // Only the serial is checked when a frame is decoded: a channel group may be missing.
    const { AC = {}, DC = {}, INV = {} } = inverter as Partial<typeof inverter>;
    const row: FleetInverter = {
      serial: inverter.serial,
      name: inverter.name,
      order: inverter.order,
      poll_enabled: inverter.poll_enabled,
      reachable: inverter.reachable,
      producing: inverter.producing,
      data_age: inverter.data_age + held,
      // A string without Irradiation has no installed watts set (device-api §2.4).
      installed_wp: Object.keys(DC)
        .sort((a, b) => Number(a) - Number(b))
        .map((key) => DC[key]?.Irradiation?.max ?? 0),
    };
    const power = AC['0']?.Power;
    const yieldDay = INV['0']?.YieldDay;
    if (power !== undefined) row.Power = { ...power };
    if (yieldDay !== undefined) row.YieldDay = { ...yieldDay };
    list.push(row);
  }
  return list.sort((a, b) => a.order - b.order);
}
