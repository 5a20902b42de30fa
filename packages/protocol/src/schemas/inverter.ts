import type {
  InverterAddRequest,
  InverterChannelConfig,
  InverterDeleteRequest,
  InverterEditRequest,
  InverterOrderRequest,
} from '../api/inverter.ts';
import { ResponseCode } from '../codes.ts';
import { DEFAULT_INVERTER_FLAGS } from '../domain/inverterFlags.ts';
import { parseSerial } from '../domain/serial.ts';
import { truncateUtf8, utf8Length, utf8LengthOutside } from '../domain/text.ts';
import {
  CHAN_MAX_NAME_STRLEN,
  FORM_LIMITS,
  INV_MAX_CHAN_COUNT,
  INV_MAX_COUNT,
  INV_MAX_NAME_STRLEN,
} from '../limits.ts';
import {
  asInt,
  asNumber,
  boolOr,
  intOr,
  isInt,
  isNumber,
  isString,
  member,
  type Fields,
} from './arduinoJson.ts';
import { defineBody, type Rule } from './validate.ts';
import { t } from './types.ts';

const serialZero = <T extends { serial: string }>(): Rule<T> => ({
  field: 'serial',
  code: ResponseCode.InverterSerialZero,
  fails: (v) => parseSerial(v.serial) === 0n,
});

const nameLength = <T extends { name: string }>(): Rule<T> => ({
  field: 'name',
  code: ResponseCode.InverterNameLength,
  fails: (v) => utf8LengthOutside(v.name, 1, INV_MAX_NAME_STRLEN),
});

// The device accepts a name of spaces; the form asks for a real one.
const nameRequired = <T extends { name: string }>(): Rule<T> => ({
  field: 'name',
  message: 'validation.inverterNameRequired',
  clientOnly: true,
  fails: (v) => v.name.trim() === '',
});

const invalidId = <T extends { id: number }>(): Rule<T> => ({
  field: 'id',
  code: ResponseCode.InverterInvalidId,
  fails: (v) => v.id >= INV_MAX_COUNT,
});

/** POST /api/inverter/add (device-api §1.3). 4003 (no free slot) needs server state: the emulator checks it. */
export const inverterAddSchema = defineBody<InverterAddRequest>({
  types: [t.string('serial'), t.string('name')],
  read: (f) => ({ serial: f.serial as string, name: f.name as string }),
  rules: [serialZero(), nameLength(), nameRequired()],
});

function readChannel(item: unknown): InverterChannelConfig {
  const name = member(item, 'name');
  return {
    name: isString(name) ? name : '',
    max_power: asInt(member(item, 'max_power'), 'uint16'),
    yield_total_offset: asNumber(member(item, 'yield_total_offset')),
  };
}

function rawChannel(f: Fields, index: number, key: string): unknown {
  return member(Array.isArray(f.channel) ? (f.channel as unknown[])[index] : undefined, key);
}

// Client-only checks of each string (channel), one rule per possible index so each failure names its field.
function channelRules(): Rule<InverterEditRequest>[] {
  const rules: Rule<InverterEditRequest>[] = [];
  for (let i = 0; i < INV_MAX_CHAN_COUNT; i++) {
    const when = (v: InverterEditRequest): boolean => v.channel.length > i;
    rules.push(
      {
        field: `channel.${i}.name`,
        message: 'validation.channelNameLength',
        clientOnly: true,
        when,
        param: { max: FORM_LIMITS.inverter.channelNameMax },
        fails: (v) => utf8Length(v.channel[i]?.name ?? '') > FORM_LIMITS.inverter.channelNameMax,
      },
      {
        field: `channel.${i}.max_power`,
        message: 'validation.maxPowerRange',
        clientOnly: true,
        when,
        param: { min: FORM_LIMITS.inverter.maxPowerMin, max: FORM_LIMITS.inverter.maxPowerMax },
        fails: (_v, f) => {
          const raw = rawChannel(f, i, 'max_power');
          return (
            isNumber(raw) &&
            (raw < FORM_LIMITS.inverter.maxPowerMin || raw > FORM_LIMITS.inverter.maxPowerMax)
          );
        },
      },
    );
  }
  return rules;
}

/**
 * POST /api/inverter/edit (device-api §1.3). Missing optional flags take `DEFAULT_INVERTER_FLAGS` (poll/
 * command true, reachable_threshold 2, others false); `type` and `order` are ignored; channel names are
 * stored truncated to 30 bytes.
 */
export const inverterEditSchema = defineBody<InverterEditRequest>({
  types: [t.int('id', 'uint8'), t.string('serial'), t.string('name'), t.array('channel')],
  read: (f) => ({
    id: f.id as number,
    serial: f.serial as string,
    name: f.name as string,
    channel: (f.channel as unknown[]).map(readChannel),
    poll_enable: boolOr(f.poll_enable, DEFAULT_INVERTER_FLAGS.poll_enable),
    poll_enable_night: boolOr(f.poll_enable_night, DEFAULT_INVERTER_FLAGS.poll_enable_night),
    command_enable: boolOr(f.command_enable, DEFAULT_INVERTER_FLAGS.command_enable),
    command_enable_night: boolOr(f.command_enable_night, DEFAULT_INVERTER_FLAGS.command_enable_night),
    reachable_threshold: intOr(f.reachable_threshold, 'uint8', DEFAULT_INVERTER_FLAGS.reachable_threshold),
    zero_runtime: boolOr(f.zero_runtime, DEFAULT_INVERTER_FLAGS.zero_runtime),
    zero_day: boolOr(f.zero_day, DEFAULT_INVERTER_FLAGS.zero_day),
    clear_eventlog: boolOr(f.clear_eventlog, DEFAULT_INVERTER_FLAGS.clear_eventlog),
    yieldday_correction: boolOr(f.yieldday_correction, DEFAULT_INVERTER_FLAGS.yieldday_correction),
  }),
  rules: [
    invalidId(),
    serialZero(),
    nameLength(),
    nameRequired(),
    {
      field: 'channel',
      code: ResponseCode.InverterInvalidMaxChannel,
      fails: (v) => v.channel.length === 0 || v.channel.length > INV_MAX_CHAN_COUNT,
    },
    {
      field: 'reachable_threshold',
      message: 'validation.reachableThresholdRange',
      clientOnly: true,
      param: {
        min: FORM_LIMITS.inverter.reachableThresholdMin,
        max: FORM_LIMITS.inverter.reachableThresholdMax,
      },
      fails: (_v, f) =>
        f.reachable_threshold !== undefined &&
        !(
          isInt(f.reachable_threshold, 'uint8') &&
          f.reachable_threshold >= FORM_LIMITS.inverter.reachableThresholdMin &&
          f.reachable_threshold <= FORM_LIMITS.inverter.reachableThresholdMax
        ),
    },
    ...channelRules(),
  ],
  store: (v) => ({
    ...v,
    channel: v.channel.map((c) => ({ ...c, name: truncateUtf8(c.name, CHAN_MAX_NAME_STRLEN - 1) })),
  }),
});

/** POST /api/inverter/del (device-api §1.3). Deleting an empty slot succeeds. */
export const inverterDeleteSchema = defineBody<InverterDeleteRequest>({
  types: [t.int('id', 'uint8')],
  read: (f) => ({ id: f.id as number }),
  rules: [invalidId()],
});

/**
 * POST /api/inverter/order (device-api §1.3). Items are read with as<uint8_t>() (so 1.7 → 1, "x" → 0,
 * 300 → 0); ids ≥ 10 are skipped by the emulator but still use up a position.
 */
export const inverterOrderSchema = defineBody<InverterOrderRequest>({
  types: [t.array('order')],
  read: (f) => ({ order: (f.order as unknown[]).map((id) => asInt(id, 'uint8')) }),
  rules: [],
});
