/** Console text as complete, time-stamped lines plus the unfinished last line. */
export interface ConsoleText {
  lines: readonly string[];
  partial: string;
}

/** Only the most recent lines are kept, so a console left open does not grow without bound. */
export const MAX_CONSOLE_LINES = 2000;

export const emptyConsole: ConsoleText = { lines: [], partial: '' };

/**
 * Appends a websocket text frame. Frames do not follow line boundaries, so the text after the last
 * line break waits for the next frame; each completed line is prefixed with the local time.
 */
export function appendConsoleText(current: ConsoleText, frame: string, stamp: string): ConsoleText {
  const parts = (current.partial + frame).split(/\r?\n/);
  const partial = parts.pop() ?? '';
  if (parts.length === 0) return { lines: current.lines, partial };
  const lines = [...current.lines, ...parts.map((line) => `${stamp} ${line}`)];
  return { lines: lines.length > MAX_CONSOLE_LINES ? lines.slice(-MAX_CONSOLE_LINES) : lines, partial };
}

export function consoleToString(text: ConsoleText): string {
  return text.partial === '' ? text.lines.join('\n') : [...text.lines, text.partial].join('\n');
}
