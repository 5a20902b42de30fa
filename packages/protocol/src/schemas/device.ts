import { hasFeature } from '../firmware/features.ts';
import type { FirmwareRelease } from '../firmware/releases.ts';
import type { DeviceConfigRequest } from '../api/device.ts';
import { ResponseCode } from '../codes.ts';
import { truncateUtf8, utf8LengthOutside } from '../domain/text.ts';
import {
  DEV_MAX_MAPPING_NAME_STRLEN,
  FORM_LIMITS,
  LED_BRIGHTNESS_MAX,
  LOCALE_STRLEN,
  PINMAPPING_LED_COUNT,
} from '../limits.ts';
import {
  asBool,
  asInt,
  asString,
  element,
  isNumber,
  isPlainObject,
  member,
  type Fields,
} from './arduinoJson.ts';
import { defineBody, type BodySchema, type Rule } from './validate.ts';

type DisplayKey = 'rotation' | 'contrast' | 'language' | 'diagramduration' | 'diagrammode';

const rangeRule = (
  key: DisplayKey,
  message: string,
  min: number,
  max: number,
): Rule<DeviceConfigRequest> => ({
  field: `display.${key}`,
  message,
  clientOnly: true,
  param: { min, max },
  fails: (v) => {
    const value = v.display[key] ?? 0;
    return value < min || value > max;
  },
});

function ledRules(): Rule<DeviceConfigRequest>[] {
  const { brightnessMin: min, brightnessMax: max } = FORM_LIMITS.device;
  return Array.from({ length: PINMAPPING_LED_COUNT }, (_, i) => ({
    field: `led.${i}.brightness`,
    message: 'validation.brightnessRange',
    clientOnly: true,
    param: { min, max },
    // The raw value: the device clamps (and as<uint8_t> maps 300 to 0), the form must not.
    fails: (_v: DeviceConfigRequest, f: Fields) => {
      const raw = member(element(f.led, i), 'brightness');
      return !isNumber(raw) || raw < min || raw > max;
    },
  }));
}

/**
 * POST /api/device/config (device-api §1.12). 1005 only when neither curPin nor display is an object.
 * Pins are ignored; the value holds what the device stores: curPin.name (a missing one reads as "null"),
 * the display fields (missing → 0/false) and the LED brightness clamped to 100.
 */
/*#__NO_SIDE_EFFECTS__*/
function deviceSchema(locale: boolean): BodySchema<DeviceConfigRequest> {
  return defineBody<DeviceConfigRequest>({
    types: [{ field: 'curPin', ok: (f: Fields) => isPlainObject(f.curPin) || isPlainObject(f.display) }],
    read: (f) => {
      const display = f.display;
      return {
        curPin: { name: asString(member(f.curPin, 'name')) },
        display: {
          rotation: asInt(member(display, 'rotation'), 'uint8'),
          power_safe: asBool(member(display, 'power_safe')),
          screensaver: asBool(member(display, 'screensaver')),
          contrast: asInt(member(display, 'contrast'), 'uint8'),
          // v24.11.7+ reads `locale` with as<String>() cut to LOCALE_STRLEN ("null" → "nu") and ignores
          // `language` (firmware-versions.md §2.5).
          ...(locale
            ? { locale: truncateUtf8(asString(member(display, 'locale')), LOCALE_STRLEN) }
            : { language: asInt(member(display, 'language'), 'uint8') }),
          diagramduration: asInt(member(display, 'diagramduration'), 'uint32'),
          diagrammode: asInt(member(display, 'diagrammode'), 'uint8'),
        },
        led: Array.from({ length: PINMAPPING_LED_COUNT }, (_, i) => ({
          brightness: asInt(member(element(f.led, i), 'brightness'), 'uint8'),
        })),
      };
    },
    rules: [
      {
        field: 'curPin.name',
        code: ResponseCode.HardwarePinMappingLength,
        fails: (v) => utf8LengthOutside(v.curPin.name, 1, DEV_MAX_MAPPING_NAME_STRLEN),
      },
      rangeRule('rotation', 'validation.rotationRange', 0, 3),
      rangeRule(
        'contrast',
        'validation.contrastRange',
        FORM_LIMITS.device.contrastMin,
        FORM_LIMITS.device.contrastMax,
      ),
      ...(locale ? [] : [rangeRule('language', 'validation.languageRange', 0, 2)]),
      rangeRule(
        'diagramduration',
        'validation.diagramDurationRange',
        FORM_LIMITS.device.diagramDurationMin,
        FORM_LIMITS.device.diagramDurationMax,
      ),
      rangeRule('diagrammode', 'validation.diagramModeRange', 0, 2),
      ...ledRules(),
    ],
    store: (v) => ({
      ...v,
      led: v.led.map((l) => ({ brightness: Math.min(LED_BRIGHTNESS_MAX, l.brightness) })),
    }),
  });
}

/** POST /api/device/config of v24.10.6: `display.language` 0/1/2. */
export const deviceConfigSchema = deviceSchema(false);

/** POST /api/device/config of v24.11.7+: `display.locale` (at most 2 characters) instead of `language`. */
export const deviceConfigLocaleSchema = deviceSchema(true);

/** The schema `release` checks a device save with (firmware-versions.md §2.5): display.locale (≤ 2
 * characters, "nu" when missing) instead of display.language 0..2. */
export const deviceRequestSchema = (release: FirmwareRelease): BodySchema<DeviceConfigRequest> =>
  hasFeature(release, 'displayLocale') ? deviceConfigLocaleSchema : deviceConfigSchema;
