/**
 * What the gateway's radios do, as a stream of events for its serial console (`/console`): the poll
 * turn fetching an inverter, every request sent, every answer (or silence) received and commands that
 * gave up. The simulation only reports; the runtime turns events into console lines.
 */
import type { RadioKind } from './models.ts';
import type { PollOutcome } from './radio.ts';

/** The device's names for the requests the simulation sends. */
export type RadioRequestName = 'RealTimeRunData' | 'ActivePowerControl' | 'PowerControl';

/** `ms` is the wall-clock time of the event (ms epoch), as the console and the frames show it. */
export type RadioEvent =
  /** The poll turn queued a statistics request for this inverter. */
  | { type: 'fetch'; ms: number; serial: string }
  /** A request went on air; `attempt` > 1 is a re-send of a command. */
  | {
      type: 'send';
      ms: number;
      serial: string;
      radio: RadioKind;
      request: RadioRequestName;
      attempt: number;
    }
  /**
   * A request ended: a poll's outcome as counted in the statistics, `ack` for an acknowledged command,
   * `nothing` when no answer came. `rssi` is the level of the answer (−127 without one).
   */
  | {
      type: 'answer';
      ms: number;
      serial: string;
      radio: RadioKind;
      request: RadioRequestName;
      outcome: PollOutcome | 'ack';
      rssi: number;
    }
  /** A command went unanswered on every attempt: its status is now Failure. */
  | { type: 'failed'; ms: number; serial: string; request: RadioRequestName };

export type RadioEventListener = (event: RadioEvent) => void;
