import { describe, expect, it } from 'vitest';
import { EspIdfStream, formatMessage } from './espIdfStream.ts';
import { printable, syslogDatagram } from './syslog.ts';

function stream(rateLimited = false) {
  let now = 0;
  const frames: string[] = [];
  let pending: { run: () => void; at: number } | undefined;
  const s = new EspIdfStream({
    send: (text) => frames.push(text),
    uptimeMs: () => 1234,
    now: () => now,
    rateLimited: () => rateLimited,
    setTimer: (run, ms) => {
      const timer = { run, at: now + ms };
      pending = timer;
      return {
        cancel: () => {
          if (pending === timer) pending = undefined;
        },
      };
    },
  });
  const advance = (ms: number): void => {
    now += ms;
    if (pending !== undefined && pending.at <= now) {
      const { run } = pending;
      pending = undefined;
      run();
    }
  };
  return { s, frames, advance };
}

describe('ESP-IDF console lines and frames', () => {
  it('formats `L (ms) tag: text` and cuts a message to 255 bytes with its newline', () => {
    expect(formatMessage({ tag: 'webapi', level: 'I' }, 50057918, 'hi')).toBe('I (50057918) webapi: hi\n');
    const long = formatMessage({ tag: 'mqtt', level: 'D' }, 1, 'é'.repeat(300));
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(255);
    expect(long.endsWith('é\n')).toBe(true);
  });

  it('sends at 512 bytes at once, otherwise 250 ms after the previous frame', () => {
    const { s, frames, advance } = stream();
    s.write({ tag: 'a', level: 'I' }, 'first');
    advance(0);
    expect(frames).toEqual(['I (1234) a: first\n']);
    s.write({ tag: 'a', level: 'I' }, 'second');
    s.write({ tag: 'a', level: 'I' }, 'third');
    advance(249);
    expect(frames).toHaveLength(1);
    advance(1);
    expect(frames[1]).toBe('I (1234) a: second\nI (1234) a: third\n');
    for (let i = 0; i < 12; i++) s.write({ tag: 'a', level: 'V' }, 'x'.repeat(40));
    expect(frames).toHaveLength(3);
    expect(Buffer.byteLength(frames[2] ?? '')).toBeGreaterThanOrEqual(512);
  });

  it('rate-limits to 128 messages a second and reports the dropped ones', () => {
    const { s, advance, frames } = stream(true);
    for (let i = 0; i < 200; i++) s.write({ tag: 'a', level: 'I' }, String(i));
    advance(1000);
    s.write({ tag: 'a', level: 'I' }, 'again');
    advance(1000);
    const lines = frames.join('').split('\n');
    expect(lines.filter((l) => /^I /.test(l))).toHaveLength(129);
    expect(lines).toContain('W (1234) logging: Rate limited 72 message(s) in the last 1000 ms');
  });
});

describe('syslog datagrams', () => {
  it('has the RFC 5424 header and replaces what is not printable', () => {
    expect(printable('a\tb€')).toBe('a?b???');
    expect(syslogDatagram('E', 'OpenDTU-1', 'abc', 'E (1) CORE: x\ty')).toBe(
      '<11>1 - OpenDTU-1 OpenDTU abc - - E (1) CORE: x?y',
    );
  });
});
