import { hasFeature } from '../firmware/features.ts';
import type { FirmwareRelease } from '../firmware/releases.ts';
import type { NtpConfig, NtpTimeRequest } from '../api/ntp.ts';
import { ResponseCode } from '../codes.ts';
import { utf8LengthOutside } from '../domain/text.ts';
import {
  FORM_LIMITS,
  NTP_MAX_SERVER_STRLEN,
  NTP_MAX_TIMEZONEDESCR_STRLEN,
  NTP_MAX_TIMEZONE_STRLEN,
  NTP_TIME_RANGES,
} from '../limits.ts';
import { asString } from './arduinoJson.ts';
import { defineBody, type BodySchema, type Rule } from './validate.ts';
import { t } from './types.ts';

/** The form's latitude/longitude ranges (the device checks neither). */
const FORM_RANGE_RULES: readonly Rule<NtpConfig>[] = [
  {
    field: 'latitude',
    message: 'validation.latitudeRange',
    clientOnly: true,
    param: { min: FORM_LIMITS.ntp.latitudeMin, max: FORM_LIMITS.ntp.latitudeMax },
    fails: (v) => v.latitude < FORM_LIMITS.ntp.latitudeMin || v.latitude > FORM_LIMITS.ntp.latitudeMax,
  },
  {
    field: 'longitude',
    message: 'validation.longitudeRange',
    clientOnly: true,
    param: { min: FORM_LIMITS.ntp.longitudeMin, max: FORM_LIMITS.ntp.longitudeMax },
    fails: (v) => v.longitude < FORM_LIMITS.ntp.longitudeMin || v.longitude > FORM_LIMITS.ntp.longitudeMax,
  },
];

/**
 * POST /api/ntp/config (device-api §1.10). ntp_timezone_descr is not type-checked: a missing one is
 * read (and stored) as "null". Latitude/longitude ranges are checked only by the UI.
 */
export const ntpConfigSchema = defineBody<NtpConfig>({
  types: [
    t.string('ntp_server'),
    t.string('ntp_timezone'),
    t.number('longitude'),
    t.number('latitude'),
    t.int('sunsettype', 'uint8'),
  ],
  read: (f) => ({
    ntp_server: f.ntp_server as string,
    ntp_timezone: f.ntp_timezone as string,
    ntp_timezone_descr: asString(f.ntp_timezone_descr),
    longitude: f.longitude as number,
    latitude: f.latitude as number,
    sunsettype: f.sunsettype as number,
  }),
  rules: [
    {
      field: 'ntp_server',
      code: ResponseCode.NtpServerLength,
      fails: (v) => utf8LengthOutside(v.ntp_server, 1, NTP_MAX_SERVER_STRLEN),
    },
    {
      field: 'ntp_timezone',
      code: ResponseCode.NtpTimezoneLength,
      fails: (v) => utf8LengthOutside(v.ntp_timezone ?? '', 1, NTP_MAX_TIMEZONE_STRLEN),
    },
    {
      field: 'ntp_timezone_descr',
      code: ResponseCode.NtpTimezoneDescriptionLength,
      fails: (v) => utf8LengthOutside(v.ntp_timezone_descr, 1, NTP_MAX_TIMEZONEDESCR_STRLEN),
    },
    ...FORM_RANGE_RULES,
  ],
});

/**
 * POST /api/ntp/config of v26.3.28+ (firmware-versions.md §2.8): `ntp_timezone_descr` is required (the
 * POSIX rule is looked up from it), `ntp_timezone` is ignored and 9002 is no longer sent. The value has
 * no `ntp_timezone`.
 */
export const ntpConfigByNameSchema = defineBody<NtpConfig>({
  types: [
    t.string('ntp_server'),
    t.string('ntp_timezone_descr'),
    t.number('longitude'),
    t.number('latitude'),
    t.int('sunsettype', 'uint8'),
  ],
  read: (f) => ({
    ntp_server: f.ntp_server as string,
    ntp_timezone_descr: f.ntp_timezone_descr as string,
    longitude: f.longitude as number,
    latitude: f.latitude as number,
    sunsettype: f.sunsettype as number,
  }),
  rules: [
    {
      field: 'ntp_server',
      code: ResponseCode.NtpServerLength,
      fails: (v) => utf8LengthOutside(v.ntp_server, 1, NTP_MAX_SERVER_STRLEN),
    },
    {
      field: 'ntp_timezone_descr',
      code: ResponseCode.NtpTimezoneDescriptionLength,
      fails: (v) => utf8LengthOutside(v.ntp_timezone_descr, 1, NTP_MAX_TIMEZONEDESCR_STRLEN),
    },
    ...FORM_RANGE_RULES,
  ],
});

const TIME_FIELDS = [
  ['year', ResponseCode.NtpYearInvalid],
  ['month', ResponseCode.NtpMonthInvalid],
  ['day', ResponseCode.NtpDayInvalid],
  ['hour', ResponseCode.NtpHourInvalid],
  ['minute', ResponseCode.NtpMinuteInvalid],
  ['second', ResponseCode.NtpSecondInvalid],
] as const;

/** POST /api/ntp/time (device-api §1.10): all unsigned integers, ranges checked year → second. */
export const ntpTimeSchema = defineBody<NtpTimeRequest>({
  types: TIME_FIELDS.map(([field]) => t.int(field, 'uint')),
  read: (f) => ({
    year: f.year as number,
    month: f.month as number,
    day: f.day as number,
    hour: f.hour as number,
    minute: f.minute as number,
    second: f.second as number,
  }),
  rules: TIME_FIELDS.map(([field, code]): Rule<NtpTimeRequest> => ({
    field,
    code,
    param: NTP_TIME_RANGES[field],
    fails: (v) => v[field] < NTP_TIME_RANGES[field].min || v[field] > NTP_TIME_RANGES[field].max,
  })),
});

/** The schema `release` checks an NTP save with (firmware-versions.md §2.8): v26.3.28 requires the zone's
 * name, ignores the POSIX rule, no 9002. */
export const ntpRequestSchema = (release: FirmwareRelease): BodySchema<NtpConfig> =>
  hasFeature(release, 'ntpZonesApi') ? ntpConfigByNameSchema : ntpConfigSchema;
