// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appendConsoleText, consoleToString, emptyConsole, MAX_CONSOLE_LINES } from './consoleLines.ts';

describe('console lines', () => {
  it('stamps each complete line and keeps a split line until it is complete', () => {
    let text = appendConsoleText(emptyConsole, 'Fetch inverter: 1161\r\nTX Real', '10:00:01');
    expect(consoleToString(text)).toBe('10:00:01 Fetch inverter: 1161\nTX Real');
    text = appendConsoleText(text, 'TimeRunData\r\nSuccess\r\n', '10:00:02');
    expect(text.lines).toEqual([
      '10:00:01 Fetch inverter: 1161',
      '10:00:02 TX RealTimeRunData',
      '10:00:02 Success',
    ]);
    expect(text.partial).toBe('');
  });

  it('keeps only the most recent lines', () => {
    const many =
      Array.from({ length: MAX_CONSOLE_LINES + 5 }, (_, index) => `line ${index}`).join('\n') + '\n';
    const text = appendConsoleText(emptyConsole, many, 't');
    expect(text.lines).toHaveLength(MAX_CONSOLE_LINES);
    expect(text.lines[0]).toBe('t line 5');
  });
});
