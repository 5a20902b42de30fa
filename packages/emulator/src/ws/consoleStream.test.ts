import { describe, expect, it } from 'vitest';
import { CONSOLE_BUFFER_BYTES, ConsoleStream } from './consoleStream.ts';

function stream(clients = true) {
  const frames: string[] = [];
  const echoed: string[] = [];
  const scheduled: (() => void)[] = [];
  const console = new ConsoleStream({
    send: (text) => frames.push(text),
    hasClients: () => clients,
    echo: (line) => echoed.push(line),
    schedule: (flush) => scheduled.push(flush),
  });
  const runScheduled = (): void => {
    for (const flush of scheduled.splice(0)) flush();
  };
  return { console, frames, echoed, runScheduled };
}

describe('console stream (§2.6)', () => {
  it('collects the lines of one pass into one frame with \\r\\n endings', () => {
    const s = stream();
    s.console.print('Fetch inverter: 116180123456');
    s.console.print('Success');
    expect(s.frames).toEqual([]);
    s.runScheduled();
    expect(s.frames).toEqual(['Fetch inverter: 116180123456\r\nSuccess\r\n']);
    expect(s.echoed).toEqual(['Fetch inverter: 116180123456', 'Success']);
  });

  it('never sends more than 500 bytes in a frame and drops a line longer than the buffer', () => {
    const s = stream();
    const line = 'x'.repeat(98); // 100 bytes with \r\n
    for (let i = 0; i < 12; i++) s.console.print(line);
    s.console.print('y'.repeat(CONSOLE_BUFFER_BYTES));
    s.runScheduled();
    expect(s.frames.map((f) => Buffer.byteLength(f))).toEqual([500, 500, 200]);
    expect(s.frames.join('')).not.toContain('y');
    // The echo (stdout) has no such limit.
    expect(s.echoed).toHaveLength(13);
  });

  it('counts bytes, not characters', () => {
    const s = stream();
    s.console.print('ü'.repeat(200)); // 402 bytes
    s.console.print('ü'.repeat(60)); // 122 bytes: does not fit behind the first
    s.runScheduled();
    expect(s.frames.map((f) => Buffer.byteLength(f))).toEqual([402, 122]);
  });

  it('buffers nothing without clients but still echoes', () => {
    const s = stream(false);
    s.console.print('Success');
    s.runScheduled();
    expect(s.frames).toEqual([]);
    expect(s.echoed).toEqual(['Success']);
    expect(s.console.active).toBe(true);
  });
});
