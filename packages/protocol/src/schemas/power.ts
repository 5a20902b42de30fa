import type { PowerConfigRequest } from '../api/power.ts';
import { ResponseCode } from '../codes.ts';
import { parseSerial } from '../domain/serial.ts';
import { isBool, isString, type Fields } from './arduinoJson.ts';
import { defineBody } from './validate.ts';

/**
 * POST /api/power/config (device-api §1.5): serial a string AND (power a bool OR restart a bool).
 * 11002 (unknown inverter) needs server state: the emulator checks it. The value keeps `power` and
 * `restart` only when they are booleans; `power` wins when present.
 */
export const powerConfigSchema = defineBody<PowerConfigRequest>({
  types: [
    { field: 'serial', ok: (f: Fields) => isString(f.serial) },
    { field: 'power', ok: (f: Fields) => isBool(f.power) || isBool(f.restart) },
  ],
  read: (f) => {
    const value: PowerConfigRequest = { serial: f.serial as string };
    if (isBool(f.power)) value.power = f.power;
    if (isBool(f.restart)) value.restart = f.restart;
    return value;
  },
  rules: [
    { field: 'serial', code: ResponseCode.PowerSerialZero, fails: (v) => parseSerial(v.serial) === 0n },
  ],
});
