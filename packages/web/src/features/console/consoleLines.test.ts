// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  appendConsoleText,
  deviceTimeOf,
  emptyConsole,
  filterLines,
  linesToText,
  MAX_CONSOLE_LINES,
  parseConsoleLine,
} from './consoleLines.ts';

describe('console lines', () => {
  it('reads v24 raw lines: no level, a split line waits for the rest', () => {
    let text = appendConsoleText(emptyConsole, 'Fetch inverter: 1161\r\nTX Real', 1000);
    expect(text.lines.map((l) => l.text)).toEqual(['Fetch inverter: 1161']);
    expect(text.lines[0]?.level).toBeUndefined();
    expect(text.partial).toBe('TX Real');
    text = appendConsoleText(text, 'TimeRunData\r\nSuccess\r\n', 2000);
    expect(text.lines.map((l) => [l.text, l.receivedAt])).toEqual([
      ['Fetch inverter: 1161', 1000],
      ['TX RealTimeRunData', 2000],
      ['Success', 2000],
    ]);
  });

  it('reads v25+ chunked frames of several `L (ms) tag: text` lines', () => {
    const text = appendConsoleText(
      emptyConsole,
      'I (1000) hoymiles: Fetch inverter: 116180123456\nV (50057918) async_ws: _onData() len 4\nE (12) CORE: boom\n',
      5,
    );
    expect(text.partial).toBe('');
    expect(text.lines.map((l) => [l.level, l.uptimeMs, l.tag])).toEqual([
      ['I', 1000, 'hoymiles'],
      ['V', 50057918, 'async_ws'],
      ['E', 12, 'CORE'],
    ]);
    expect(parseConsoleLine('Websocket: [/console][3] connect', 1, 0).level).toBeUndefined();
  });

  it('filters by level (raw lines always shown) and by text, ignoring case', () => {
    const text = appendConsoleText(
      emptyConsole,
      'E (1) CORE: Disk full\nD (2) webapi: GET /api/system/status: 200\nraw line\n',
      0,
    );
    const errorsOnly = filterLines(text.lines, { levels: new Set(['E']), search: '' });
    expect(errorsOnly.map((l) => l.text)).toEqual(['E (1) CORE: Disk full', 'raw line']);
    const found = filterLines(text.lines, { levels: new Set(['E', 'D']), search: 'SYSTEM' });
    expect(found.map((l) => l.tag)).toEqual(['webapi']);
  });

  it('computes the device time from the boot time and the milliseconds since boot', () => {
    const line = parseConsoleLine('I (61500) mqtt: connected', 1, 0);
    expect(deviceTimeOf(line, Date.UTC(2026, 2, 30, 12))).toBe(Date.UTC(2026, 2, 30, 12, 1, 1, 500));
    expect(deviceTimeOf(line, undefined)).toBeUndefined();
    expect(deviceTimeOf(parseConsoleLine('raw', 2, 0), 5)).toBeUndefined();
  });

  it('keeps only the most recent lines and writes them out with a time each', () => {
    const many = Array.from({ length: MAX_CONSOLE_LINES + 5 }, (_, i) => `line ${i}`).join('\n') + '\n';
    const text = appendConsoleText(emptyConsole, many, 0);
    expect(text.lines).toHaveLength(MAX_CONSOLE_LINES);
    expect(text.lines[0]?.text).toBe('line 5');
    expect(linesToText(text.lines.slice(0, 2), () => '12:00')).toBe('12:00 line 5\n12:00 line 6\n');
  });
});
