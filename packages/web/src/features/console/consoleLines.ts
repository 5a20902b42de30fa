/**
 * Console text as lines the page can colour, filter and time (firmware-versions.md §3.2). v24 sends raw
 * lines ending in "\r\n" with neither level nor tag; v25.5.10+ sends `L (ms since boot) tag: text\n`
 * lines, several per frame. Frames need not end on a line break, so the text after the last one waits
 * for the next frame.
 */

export type ConsoleLevel = 'E' | 'W' | 'I' | 'D' | 'V';

export const CONSOLE_LEVELS: readonly ConsoleLevel[] = ['E', 'W', 'I', 'D', 'V'];

export interface ConsoleLine {
  /** Counts up from 1 over the page's life (a stable React key). */
  id: number;
  /** The line as received, without its line ending. */
  text: string;
  /** The ESP-IDF level; undefined for a v24 raw line. */
  level?: ConsoleLevel;
  tag?: string;
  /** Milliseconds since the gateway's boot, from the line itself. */
  uptimeMs?: number;
  /** The browser's clock when the line arrived (ms). */
  receivedAt: number;
}

export interface ConsoleText {
  lines: readonly ConsoleLine[];
  partial: string;
  nextId: number;
}

/** Only the most recent lines are kept, so a console left open does not grow without bound. */
export const MAX_CONSOLE_LINES = 2000;

export const emptyConsole: ConsoleText = { lines: [], partial: '', nextId: 1 };

const ESP_IDF_LINE = /^([EWIDV]) \((\d+)\) ([^:\s]+): /;

/** Reads one line: level, milliseconds since boot and tag when it has the ESP-IDF form. */
export function parseConsoleLine(text: string, id: number, receivedAt: number): ConsoleLine {
  const match = ESP_IDF_LINE.exec(text);
  if (match === null) return { id, text, receivedAt };
  return {
    id,
    text,
    level: match[1] as ConsoleLevel,
    uptimeMs: Number(match[2]),
    tag: match[3],
    receivedAt,
  };
}

/** Appends one websocket text frame. */
export function appendConsoleText(current: ConsoleText, frame: string, receivedAt: number): ConsoleText {
  const parts = (current.partial + frame).split(/\r?\n/);
  const partial = parts.pop() ?? '';
  if (parts.length === 0) return { ...current, partial };
  let nextId = current.nextId;
  const added = parts.map((text) => parseConsoleLine(text, nextId++, receivedAt));
  const lines = [...current.lines, ...added];
  return {
    lines: lines.length > MAX_CONSOLE_LINES ? lines.slice(-MAX_CONSOLE_LINES) : lines,
    partial,
    nextId,
  };
}

export interface ConsoleFilter {
  /** Levels shown; raw lines (no level) are always shown. */
  levels: ReadonlySet<ConsoleLevel>;
  /** Case-insensitive text to look for; '' shows everything. */
  search: string;
}

export function filterLines(lines: readonly ConsoleLine[], filter: ConsoleFilter): ConsoleLine[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return lines.filter(
    (line) =>
      (line.level === undefined || filter.levels.has(line.level)) &&
      (needle === '' || line.text.toLocaleLowerCase().includes(needle)),
  );
}

/**
 * The device's time of a line: boot time (now − uptime from /api/system/status) plus the line's
 * milliseconds since boot; undefined for raw lines or before the boot time is known.
 */
export function deviceTimeOf(line: ConsoleLine, bootAt: number | undefined): number | undefined {
  if (line.uptimeMs === undefined || bootAt === undefined) return undefined;
  return bootAt + line.uptimeMs;
}

/** The lines as plain text (copy and download), each prefixed with its time. */
export function linesToText(lines: readonly ConsoleLine[], stamp: (line: ConsoleLine) => string): string {
  return lines.map((line) => `${stamp(line)} ${line.text}`).join('\n') + (lines.length > 0 ? '\n' : '');
}
