/**
 * The gateway's serial console, as the release it emulates prints it (firmware-versions.md §3.2):
 * before v25.5.10 raw lines ending in "\r\n" with neither level nor tag, everything printed
 * (`ConsoleStream`); from v25.5.10 ESP-IDF lines filtered by the log levels of config.json, framed in
 * chunks (`EspIdfStream`) and, with syslog on, each also sent as a UDP datagram.
 */
import { consoleFormat, hasFeature, type ConfigFileLogging, type FirmwareRelease } from '@dtu-web/protocol';
import { ConsoleStream } from './consoleStream.ts';
import { EspIdfStream } from './espIdfStream.ts';
import { DEFAULT_SOURCE, passesLevel, type LogSource } from './logLevels.ts';
import { newProcId, SyslogSender, syslogDatagram, type SyslogTarget } from './syslog.ts';

/** How a caller marks a message: its tag and level; `espIdfOnly` for lines v24 never printed. */
export interface ConsoleMessageOptions extends Partial<LogSource> {
  espIdfOnly?: boolean;
}

export interface ConsoleOutputOptions {
  release: () => FirmwareRelease;
  logging: () => ConfigFileLogging;
  /** The syslog server while syslog is on (v25.5.10+), else undefined. */
  syslog: () => SyslogTarget | undefined;
  /** The device's hostname in the syslog header. */
  hostname: () => string;
  uptimeMs: () => number;
  send: (text: string) => void;
  hasClients: () => boolean;
  /** Every printed line without its line ending (the CLI's stdout). */
  echo?: (line: string) => void;
}

export class ConsoleOutput {
  private readonly raw: ConsoleStream;
  private readonly espIdf: EspIdfStream;
  private readonly syslog = new SyslogSender();
  private procId = newProcId();

  constructor(private readonly options: ConsoleOutputOptions) {
    this.raw = new ConsoleStream({ send: options.send, hasClients: options.hasClients, echo: options.echo });
    this.espIdf = new EspIdfStream({
      send: options.send,
      uptimeMs: options.uptimeMs,
      rateLimited: () => hasFeature(options.release(), 'consoleRateLimit'),
    });
  }

  /** Whether printing reaches anyone (callers skip building costly lines otherwise). */
  get active(): boolean {
    return this.raw.active || this.options.syslog() !== undefined;
  }

  print(text: string, message: ConsoleMessageOptions = {}): void {
    const release = this.options.release();
    if (consoleFormat(release) === 'raw') {
      if (message.espIdfOnly !== true) this.raw.print(text);
      return;
    }
    const source: LogSource = {
      tag: message.tag ?? DEFAULT_SOURCE.tag,
      level: message.level ?? DEFAULT_SOURCE.level,
    };
    if (!passesLevel(this.options.logging(), source)) return;
    const syslog = hasFeature(release, 'syslog') ? this.options.syslog() : undefined;
    const toSockets = this.options.hasClients();
    if (!toSockets && this.options.echo === undefined && syslog === undefined) return;
    const lines = this.espIdf.write(source, text);
    if (!toSockets) this.espIdf.reset();
    for (const line of lines) {
      const bare = line.slice(0, -1);
      this.options.echo?.(bare);
      if (syslog !== undefined) {
        const letter = bare.charAt(0) as LogSource['level'];
        this.syslog.send(syslog, syslogDatagram(letter, this.options.hostname(), this.procId, bare));
      }
    }
  }

  /** A new boot: a new syslog process id, nothing of the old boot left waiting. */
  rebooted(): void {
    this.procId = newProcId();
    this.espIdf.reset();
  }

  stop(): void {
    this.espIdf.reset();
    this.syslog.close();
  }
}
