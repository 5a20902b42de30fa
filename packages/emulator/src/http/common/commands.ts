/** What /api/limit/* and /api/power/* share: the status map of every inverter and the console line. */
import type { CommandOutcome, Plant } from '../../sim/index.ts';

/** `{ <serial>: status }` for every runtime inverter, in slot order (GET /api/limit|power/status). */
export function statusBySerial<S>(
  plant: Plant,
  status: (serial: string) => S | undefined,
): Record<string, S> {
  const body: Record<string, S> = {};
  for (const serial of plant.serials()) {
    const entry = status(serial);
    if (entry !== undefined) body[serial] = entry;
  }
  return body;
}

/** The console line of a command; a dropped one says why (commands are off for that inverter now). */
export function commandLine(text: string, outcome: CommandOutcome | undefined): string {
  return outcome === 'dropped' ? `${text} dropped: commands are disabled` : text;
}
