/**
 * Syslog as v25.5.10+ sends it (firmware-versions.md §3.8): every console message that went out is also
 * one UDP datagram to the configured host and port, with an RFC 5424 header
 * `<PRI>1 - <hostname> OpenDTU <procid> - - <msg>`: facility USER (1), the severity from the message's
 * letter, no timestamp, a process id that changes at every boot, bytes outside printable ASCII as `?`.
 */
import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import type { LogLetter } from './logLevels.ts';

/** RFC 5424 severities of the ESP-IDF letters (D and V are both "debug"). */
export const SYSLOG_SEVERITY: Readonly<Record<LogLetter, number>> = { E: 3, W: 4, I: 6, D: 7, V: 7 };
const FACILITY_USER = 1;

export interface SyslogTarget {
  hostname: string;
  port: number;
}

/** A fresh process id per boot: lowercase hex, so a restart shows in the log. */
export function newProcId(): string {
  return randomBytes(4).readUInt32BE(0).toString(16);
}

/** Printable ASCII stays, every other byte becomes one `?`. */
export function printable(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  let out = '';
  for (const byte of bytes) out += byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '?';
  return out;
}

/** The datagram of one console line (`E (12) tag: text`, without its newline). */
export function syslogDatagram(
  letter: LogLetter,
  deviceHostname: string,
  procId: string,
  line: string,
): string {
  const pri = FACILITY_USER * 8 + SYSLOG_SEVERITY[letter];
  return `<${String(pri)}>1 - ${printable(deviceHostname)} OpenDTU ${procId} - - ${printable(line)}`;
}

/** Sends datagrams from one UDP socket, opened on first use; sending never throws. */
export class SyslogSender {
  private socket: Socket | undefined;

  send(target: SyslogTarget, datagram: string): void {
    if (this.socket === undefined) {
      const socket = createSocket('udp4');
      socket.on('error', () => undefined);
      socket.unref();
      this.socket = socket;
    }
    // An unresolvable host or an unreachable port is the network's business, not the console's.
    this.socket.send(Buffer.from(datagram, 'latin1'), target.port, target.hostname, () => undefined);
  }

  close(): void {
    this.socket?.close();
    this.socket = undefined;
  }
}
