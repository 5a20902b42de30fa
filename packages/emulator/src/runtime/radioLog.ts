/**
 * Serial-console lines for the radio traffic (device-api §2.6): `Fetch inverter: <serial>`, the
 * `TX …`/`RX …` frames with their bytes, `Success` and our own words for failures. The frame bytes are
 * illustrative (command, target and source serial — an answer names the inverter twice —, time, a
 * checksum), not a byte-exact Hoymiles frame.
 */
import type { RadioEvent, RadioKind } from '../sim/index.ts';

/** The NRF24 hops over these channels (2.4 GHz band); TX and RX use different ones. */
const NRF_CHANNELS = [3, 23, 40, 61, 75] as const;

const COMMAND_BYTE: Record<string, number> = {
  RealTimeRunData: 0x15,
  ActivePowerControl: 0x51,
  PowerControl: 0x51,
};

const hex = (bytes: readonly number[]): string =>
  bytes.map((b) => (b & 0xff).toString(16).toUpperCase().padStart(2, '0')).join(' ');

function serialBytes(serialHex: string): number[] {
  const low = BigInt(`0x${serialHex || '0'}`) & 0xffffffffn;
  return [24, 16, 8, 0].map((shift) => Number((low >> BigInt(shift)) & 0xffn));
}

/** CRC-8 (polynomial 0x01, as the Hoymiles frames use it) so the last byte looks like a checksum. */
function crc8(bytes: readonly number[]): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x01) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

export interface RadioLogContext {
  /** The DTU serial as lowercase hex. */
  dtuSerial: string;
  /** `dtu.cmt_frequency` in Hz. */
  cmtFrequencyHz: number;
}

/** One radio console message and its level letter. */
export interface RadioMessage {
  level: 'E' | 'W' | 'I' | 'D' | 'V';
  text: string;
}

export class RadioLog {
  private hop = 0;

  constructor(private readonly context: () => RadioLogContext) {}

  private where(radio: RadioKind, rx: boolean): string {
    if (radio === 'cmt') return `${(this.context().cmtFrequencyHz / 1e6).toFixed(2)} MHz`;
    const channel = NRF_CHANNELS[(this.hop + (rx ? 2 : 0)) % NRF_CHANNELS.length] ?? 3;
    return `Channel: ${String(channel)}`;
  }

  private frame(command: number, from: string, to: string, ms: number, payload: number[]): string {
    const seconds = Math.floor(ms / 1000);
    const time = [24, 16, 8, 0].map((shift) => (seconds >>> shift) & 0xff);
    const bytes = [command, ...serialBytes(to), ...serialBytes(from), 0x80, ...payload, ...time];
    return hex([...bytes, crc8(bytes)]);
  }

  /** The console lines for one radio event (none for events that print nothing). */
  lines(event: RadioEvent): string[] {
    return this.messages(event).map((message) => message.text);
  }

  /**
   * The console messages for one radio event with their ESP-IDF level (tag `hoymiles`, v25.5.10+):
   * polls are info, frames verbose, a good answer debug, what went wrong a warning.
   */
  messages(event: RadioEvent): RadioMessage[] {
    const dtu = this.context().dtuSerial;
    switch (event.type) {
      case 'fetch':
        return [{ level: 'I', text: `Fetch inverter: ${event.serial}` }];
      case 'send': {
        this.hop++;
        const command = COMMAND_BYTE[event.request] ?? 0x15;
        const payload = event.request === 'RealTimeRunData' ? [0x0b, 0x00] : [0x0b, 0x00, 0x00, 0x00];
        const tx = `TX ${event.request} ${this.where(event.radio, false)} --> ${this.frame(command, dtu, event.serial, event.ms, payload)}`;
        return event.attempt > 1
          ? [
              { level: 'W', text: `Resend ${event.request}` },
              { level: 'V', text: tx },
            ]
          : [{ level: 'V', text: tx }];
      }
      case 'answer': {
        if (event.outcome === 'nothing')
          return [{ level: 'W', text: `Timeout: no answer from ${event.serial} (${event.request})` }];
        const command = (COMMAND_BYTE[event.request] ?? 0x15) | 0x80;
        const rx = `RX ${this.where(event.radio, true)} --> ${this.frame(command, event.serial, event.serial, event.ms, [0x01])} | ${String(event.rssi)} dBm`;
        if (event.outcome === 'partial')
          return [
            { level: 'V', text: rx },
            { level: 'W', text: 'Frame incomplete: a fragment is still missing' },
          ];
        if (event.outcome === 'corrupt')
          return [
            { level: 'V', text: rx },
            { level: 'W', text: 'Frame corrupt: CRC error' },
          ];
        return [
          { level: 'V', text: rx },
          { level: 'D', text: 'Success' },
        ];
      }
      case 'failed':
        return [
          { level: 'W', text: `${event.request} to ${event.serial} failed: no answer after all attempts` },
        ];
    }
  }
}
