/**
 * The emulated chip's identity: chip id, MAC addresses, hostname expansion, AP name, generated DTU serial.
 *
 * The chip id is a constant by default (0x1A2B3C, printed "OpenDTU-1A2B3C", AP "OpenDTU-1715004", the
 * device-api examples) so screenshots and tests are stable; `startGateway({ chipId })` overrides it, e.g.
 * to run two virtual DTUs against one MQTT broker without client-id clashes.
 */
import { apName } from '@dtu-web/protocol';

// Shared with the web app's hostname hint; re-exported for the emulator's own modules.
export { effectiveHostname } from '@dtu-web/protocol';

export const DEFAULT_CHIP_ID = 0x1a2b3c;

/** Espressif's OUI; the chip id is the MAC's last three bytes, as on the ESP32. */
const OUI = [0x24, 0x0a, 0xc4];

export interface DeviceIdentity {
  chipId: number;
  /** `OpenDTU-<chip id decimal>`: the access point SSID and the default MQTT client id. */
  apName: string;
  staMac: string;
  apMac: string;
  ethMac: string;
  /** The DTU serial generated on first boot (§7.1 dtu.serial). */
  generatedDtuSerial: bigint;
}

function formatMac(bytes: number[]): string {
  return bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');
}

function macWithOffset(chipId: number, offset: number): string {
  const low = ((chipId & 0xffffff) + offset) & 0xffffff;
  return formatMac([...OUI, (low >> 16) & 0xff, (low >> 8) & 0xff, low & 0xff]);
}

/**
 * 0x19998010xxxxx: category 1999 ("dummy"), year 8, week 01, then the chip id's last five decimal digits
 * written as hex nibbles — the same scheme the firmware uses so the serial looks like a real DTU's.
 */
export function generateDtuSerial(chipId: number): bigint {
  let serial = 0x199980100000n;
  let rest = chipId;
  for (let i = 0; i < 5; i++) {
    serial |= BigInt(rest % 10) << BigInt(i * 4);
    rest = Math.floor(rest / 10);
  }
  return serial;
}

export function deviceIdentity(chipId: number = DEFAULT_CHIP_ID): DeviceIdentity {
  return {
    chipId,
    apName: apName(chipId),
    staMac: macWithOffset(chipId, 0),
    apMac: macWithOffset(chipId, 1),
    ethMac: macWithOffset(chipId, 3),
    generatedDtuSerial: generateDtuSerial(chipId),
  };
}

/** The MQTT client id in use (§1.11): the configured one, or the access-point name when it is empty. */
export function effectiveClientId(clientid: string, identity: Pick<DeviceIdentity, 'apName'>): string {
  return clientid === '' ? identity.apName : clientid;
}
