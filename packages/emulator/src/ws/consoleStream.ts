/**
 * The serial console as the `/console` websocket carries it (device-api §2.6): every printed line gets
 * "\r\n" and goes into a 500-byte buffer that is sent to all clients as one text frame on the next pass
 * of the event loop (the device: the next scheduler pass, at least once per second). A line that does
 * not fit into what is left of the buffer sends the buffer first; a line longer than the whole buffer
 * is dropped from the websocket stream, like on the device. Each line is also handed to `echo` (the
 * emulator's stdout, which has no such limit).
 */

export const CONSOLE_BUFFER_BYTES = 500;

export interface ConsoleStreamOptions {
  /** Sends one text frame to every console client. */
  send: (text: string) => void;
  /** Whether anyone listens on the websocket (no client: nothing is buffered). */
  hasClients: () => boolean;
  /** Receives every line without the line ending. */
  echo?: (line: string) => void;
  /** Schedules the flush (default `setImmediate`); tests may flush by hand. */
  schedule?: (flush: () => void) => void;
}

export class ConsoleStream {
  private pending = '';
  private pendingBytes = 0;
  private scheduled = false;

  constructor(private readonly options: ConsoleStreamOptions) {}

  /** Whether printing a line reaches anyone (callers skip formatting expensive lines otherwise). */
  get active(): boolean {
    return this.options.echo !== undefined || this.options.hasClients();
  }

  print(line: string): void {
    this.options.echo?.(line);
    if (!this.options.hasClients()) return;
    const text = line + '\r\n';
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > CONSOLE_BUFFER_BYTES) return;
    if (this.pendingBytes + bytes > CONSOLE_BUFFER_BYTES) this.flush();
    this.pending += text;
    this.pendingBytes += bytes;
    if (!this.scheduled) {
      this.scheduled = true;
      (this.options.schedule ?? setImmediate)(() => {
        this.scheduled = false;
        this.flush();
      });
    }
  }

  /** Sends what is buffered as one frame. */
  flush(): void {
    if (this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    this.pendingBytes = 0;
    this.options.send(text);
  }
}
