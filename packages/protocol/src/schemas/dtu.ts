import type { DtuConfigRequest } from '../api/dtu.ts';
import { ResponseCode } from '../codes.ts';
import { parseSerial } from '../domain/serial.ts';
import { CMT_CHANNEL_WIDTH, CMT_COUNTRIES } from '../enums.ts';
import {
  CMT_COUNTRY_COUNT,
  CMT_PA_LEVEL_MAX,
  CMT_PA_LEVEL_MIN,
  FORM_LIMITS,
  NRF_PA_LEVEL_MAX,
} from '../limits.ts';
import { defineBody } from './validate.ts';
import { t } from './types.ts';

function countryRange(country: number): { min: number; max: number } {
  const def = CMT_COUNTRIES[country] ?? CMT_COUNTRIES[0];
  return def === undefined ? { min: 0, max: 0 } : { min: def.freq_min, max: def.freq_max };
}

/** POST /api/dtu/config (device-api §1.2). */
export const dtuConfigSchema = defineBody<DtuConfigRequest>({
  types: [
    t.string('serial'),
    t.int('pollinterval', 'uint32'),
    t.int('nrf_palevel', 'uint8'),
    t.int('cmt_palevel', 'int8'),
    t.int('cmt_frequency', 'uint32'),
    t.int('cmt_country', 'uint8'),
  ],
  read: (f) => ({
    serial: f.serial as string,
    pollinterval: f.pollinterval as number,
    nrf_palevel: f.nrf_palevel as number,
    cmt_palevel: f.cmt_palevel as number,
    cmt_frequency: f.cmt_frequency as number,
    cmt_country: f.cmt_country as number,
  }),
  rules: [
    { field: 'serial', code: ResponseCode.DtuSerialZero, fails: (v) => parseSerial(v.serial) === 0n },
    {
      // The UI's serial input is a number field 1..199999999999.
      field: 'serial',
      message: 'validation.dtuSerialRange',
      clientOnly: true,
      param: { min: FORM_LIMITS.dtu.serialMin, max: FORM_LIMITS.dtu.serialMax },
      fails: (v) =>
        !/^\d+$/.test(v.serial) ||
        Number(v.serial) < FORM_LIMITS.dtu.serialMin ||
        Number(v.serial) > FORM_LIMITS.dtu.serialMax,
    },
    { field: 'pollinterval', code: ResponseCode.DtuPollZero, fails: (v) => v.pollinterval === 0 },
    {
      field: 'pollinterval',
      message: 'validation.pollIntervalMax',
      clientOnly: true,
      param: { min: FORM_LIMITS.dtu.pollIntervalMin, max: FORM_LIMITS.dtu.pollIntervalMax },
      fails: (v) => v.pollinterval > FORM_LIMITS.dtu.pollIntervalMax,
    },
    {
      field: 'nrf_palevel',
      code: ResponseCode.DtuInvalidPowerLevel,
      fails: (v) => v.nrf_palevel > NRF_PA_LEVEL_MAX,
    },
    {
      field: 'cmt_palevel',
      code: ResponseCode.DtuInvalidPowerLevel,
      fails: (v) => v.cmt_palevel < CMT_PA_LEVEL_MIN || v.cmt_palevel > CMT_PA_LEVEL_MAX,
    },
    {
      field: 'cmt_country',
      code: ResponseCode.DtuInvalidCmtCountry,
      fails: (v) => v.cmt_country >= CMT_COUNTRY_COUNT,
    },
    {
      field: 'cmt_frequency',
      code: ResponseCode.DtuInvalidCmtFrequency,
      param: (v) => countryRange(v.cmt_country),
      fails: (v) => {
        const { min, max } = countryRange(v.cmt_country);
        return v.cmt_frequency < min || v.cmt_frequency > max || v.cmt_frequency % CMT_CHANNEL_WIDTH !== 0;
      },
    },
  ],
});
