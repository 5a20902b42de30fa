/** Device info (§6.2): what the inverter reports about its firmware and hardware. */
import { formatBuildDateTime, type DeviceInfo } from '@dtu-web/protocol';
import type { InverterFamily, InverterModel } from './models.ts';

export type { DeviceInfo };

/** Raw device-info words as the inverter sends them. */
interface FirmwareWords {
  fwBuildVersion: number;
  fwBootloaderVersion: number;
  /** Build date words: year; month×100+day; hour×100+minute. */
  buildYear: number;
  buildMonthDay: number;
  buildHourMinute: number;
  /** Hardware version as an integer, shown as "%02d.%02d" of (v/100)%100 and v%100. */
  hwVersion: number;
}

// Plausible firmware generations per family (build dates before the hardware's market launch).
const HM: FirmwareWords = {
  fwBuildVersion: 10018,
  fwBootloaderVersion: 10004,
  buildYear: 2020,
  buildMonthDay: 624,
  buildHourMinute: 1631,
  hwVersion: 100,
};
const HMS: FirmwareWords = {
  fwBuildVersion: 10012,
  fwBootloaderVersion: 1,
  buildYear: 2021,
  buildMonthDay: 401,
  buildHourMinute: 1837,
  hwVersion: 100,
};
const HMT: FirmwareWords = {
  fwBuildVersion: 10009,
  fwBootloaderVersion: 1,
  buildYear: 2022,
  buildMonthDay: 921,
  buildHourMinute: 1448,
  hwVersion: 101,
};
const HERF: FirmwareWords = {
  fwBuildVersion: 10103,
  fwBootloaderVersion: 10004,
  buildYear: 2022,
  buildMonthDay: 315,
  buildHourMinute: 912,
  hwVersion: 200,
};

function firmwareFor(family: InverterFamily): FirmwareWords {
  if (family.startsWith('HMT')) return HMT;
  if (family.startsWith('HMS')) return HMS;
  if (family.startsWith('HERF')) return HERF;
  return HM;
}

const pad = (n: number): string => String(n).padStart(2, '0');

function format(
  words: FirmwareWords,
  partNumber: number,
  model: string,
  maxPower: number,
  valid: boolean,
): DeviceInfo {
  const datetime = formatBuildDateTime(words.buildYear, words.buildMonthDay, words.buildHourMinute);
  const info: DeviceInfo = {
    valid_data: valid,
    fw_bootloader_version: words.fwBootloaderVersion,
    fw_build_version: words.fwBuildVersion,
    hw_part_number: partNumber,
    hw_version: `${pad(Math.floor(words.hwVersion / 100) % 100)}.${pad(words.hwVersion % 100)}`,
    hw_model_name: model,
    max_power: maxPower,
    fw_build_datetime: datetime,
  };
  return info;
}

const EMPTY: FirmwareWords = {
  fwBuildVersion: 0,
  fwBootloaderVersion: 0,
  buildYear: 0,
  buildMonthDay: 0,
  buildHourMinute: 0,
  hwVersion: 0,
};

/**
 * Device info as the gateway shows it: all zero until the first successful contact (the gateway has
 * not received the packet yet), then the model's values.
 */
export function deviceInfoFor(model: InverterModel, received: boolean): DeviceInfo {
  if (!received) return format(EMPTY, 0, '', 0, false);
  return format(firmwareFor(model.family.family), model.partNumber, model.modelName, model.maxPower, true);
}
