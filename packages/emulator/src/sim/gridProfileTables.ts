/**
 * Tables for the grid profile (§6.3). Profile and section names are the device's; the item layout per
 * (section, version) is our own, built from the structure the spec describes. The versions 0x00 of
 * Voltage, Frequency and Island Detection follow the spec's worked example exactly.
 */

export const PROFILE_NAMES: ReadonlyMap<number, string> = new Map([
  [0x0002, 'US - NA_IEEE1547_240V'],
  [0x0003, 'DE - DE_VDE4105_2018'],
  [0x0103, 'DE - DE_VDE4105_2011'],
  [0x000a, 'XX - EN 50549-1:2019'],
  [0x000c, 'AT - AT_TOR_Erzeuger_default'],
  [0x040d, 'XX - NF_EN_50549-1:2019'],
  [0x0010, 'ES - ES_RD1699'],
  [0x0012, 'PL - EU_EN50438'],
  [0x0029, 'NL - NL_NEN-EN50549-1_2019'],
  [0x0037, 'CH - CH_NA EEA-NE7-CH2020'],
]);

export const SECTION_NAMES: ReadonlyMap<number, string> = new Map([
  [0x00, 'Voltage (H/LVRT)'],
  [0x10, 'Frequency (H/LFRT)'],
  [0x20, 'Island Detection (ID)'],
  [0x30, 'Reconnection (RT)'],
  [0x40, 'Ramp Rates (RR)'],
  [0x50, 'Frequency Watt (FW)'],
  [0x60, 'Volt Watt (VW)'],
  [0x70, 'Active Power Control (APC)'],
  [0x80, 'Volt Var (VV)'],
  [0x90, 'Specified Power Factor (SPF)'],
  [0xa0, 'Reactive Power Control (RPC)'],
  [0xb0, 'Watt Power Factor (WPF)'],
]);

export interface ItemDefinition {
  name: string;
  unit: string;
  divider: number;
}

const item = (name: string, unit: string, divider: number): ItemDefinition => ({ name, unit, divider });

const NV = item('Nominale Voltage (NV)', 'V', 10);
const LV1 = item('Low Voltage 1 (LV1)', 'V', 10);
const LV1_MTT = item('LV1 Maximum Trip Time (MTT)', 's', 10);
const HV1 = item('High Voltage 1 (HV1)', 'V', 10);
const HV1_MTT = item('HV1 Maximum Trip Time (MTT)', 's', 10);
const LV2 = item('Low Voltage 2 (LV2)', 'V', 10);
const LV2_MTT = item('LV2 Maximum Trip Time (MTT)', 's', 100);
const AHV = item('10mins Average High Voltage (AHV)', 'V', 10);
const HV2 = item('High Voltage 2 (HV2)', 'V', 10);
const HV2_MTT = item('HV2 Maximum Trip Time (MTT)', 's', 100);
const NF = item('Nominal Frequency', 'Hz', 100);
const LF1 = item('Low Frequency 1 (LF1)', 'Hz', 100);
const LF1_MTT = item('LF1 Maximum Trip Time (MTT)', 's', 10);
const HF1 = item('High Frequency 1 (HF1)', 'Hz', 100);
const HF1_MTT = item('HF1 Maximum Trip Time (MTT)', 's', 10);
const LF2 = item('Low Frequency 2 (LF2)', 'Hz', 100);
const LF2_MTT = item('LF2 Maximum Trip Time (MTT)', 's', 10);
const HF2 = item('High Frequency 2 (HF2)', 'Hz', 100);
const HF2_MTT = item('HF2 Maximum Trip Time (MTT)', 's', 10);

/** Items per section id and section version; the item count fixes the block length. */
export const SECTION_LAYOUTS: ReadonlyMap<number, readonly ItemDefinition[]> = new Map([
  [layoutKey(0x00, 0x00), [NV, LV1, LV1_MTT, HV1, HV1_MTT]],
  [layoutKey(0x00, 0x03), [NV, LV1, LV1_MTT, HV1, HV1_MTT, LV2, LV2_MTT, AHV, HV2, HV2_MTT]],
  [layoutKey(0x10, 0x00), [NF, LF1, LF1_MTT, HF1, HF1_MTT]],
  [layoutKey(0x10, 0x03), [NF, LF1, LF1_MTT, HF1, HF1_MTT, LF2, LF2_MTT, HF2, HF2_MTT]],
  [layoutKey(0x20, 0x00), [item('ID Function Activated', 'bool', 1)]],
  [
    layoutKey(0x30, 0x03),
    [
      item('Reconnect Time (RT)', 's', 10),
      item('Reconnect High Voltage (RHV)', 'V', 10),
      item('Reconnect Low Voltage (RLV)', 'V', 10),
      item('Reconnect High Frequency (RHF)', 'Hz', 100),
      item('Reconnect Low Frequency (RLF)', 'Hz', 100),
    ],
  ],
  [
    layoutKey(0x40, 0x00),
    [
      item('Normal Ramp up Rate(RUR_NM)', 'Rated%/s', 100),
      item('Soft Start Ramp up Rate (RUR_SS)', 'Rated%/s', 100),
    ],
  ],
  [
    layoutKey(0x50, 0x08),
    [
      item('FW Function Activated', 'bool', 1),
      item('Start of Frequency Watt Droop (Fstart)', 'Hz', 100),
      item('FW Droop Slope (Kpower_Freq)', 'Pn%/Hz', 10),
      item('Recovery Ramp Rate (RRR)', 'Pn%/s', 100),
    ],
  ],
  [
    layoutKey(0x60, 0x00),
    [
      item('VW Function Activated', 'bool', 1),
      item('Start of Voltage Watt Droop (Vstart)', 'V', 10),
      item('End of Voltage Watt Droop (Vend)', 'V', 10),
      item('Droop Slope (Kpower_Volt)', 'Pn%/V', 100),
    ],
  ],
  [
    layoutKey(0x70, 0x02),
    [item('APC Function Activated', 'bool', 1), item('Power Ramp Rate (PRR)', 'Pn%/s', 100)],
  ],
  [layoutKey(0x90, 0x00), [item('SPF Function Activated', 'bool', 1), item('Power Factor (PF)', '', 100)]],
]);

export function layoutKey(sectionId: number, version: number): number {
  return sectionId * 256 + version;
}
