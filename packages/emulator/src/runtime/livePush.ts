/**
 * The `/livedata` websocket push task (device-api §2.4). Run once a second: for each inverter (by
 * position) a frame — exactly the `GET /api/livedata/status?inv=` answer — goes to every client when its
 * statistics changed since its last push or more than 10 s (simulated, monotonic) passed. The last-push times are
 * per server, like on the device. Beyond the device, a client that just connected gets a frame for every
 * inverter on the next run, because the web UI relies on the socket for all channel data.
 *
 * Each frame is serialised once and the same string goes to every client (100 clients cost one
 * `JSON.stringify` per frame, not 100).
 */
import type { LiveDataHints } from '@dtu-web/protocol';
import type { WebSocket } from '@fastify/websocket';
import { buildTotal, liveFrame, V24_LIVE_DIALECT, type LiveDialect, type Plant } from '../sim/index.ts';
import type { WebSocketHub } from '../ws/hub.ts';

/**
 * An unchanged inverter is re-sent when more than this much simulated time passed since its last push
 * (monotonic: setting the clock back must not hold the pushes until it catches up).
 */
export const RESEND_AFTER_MS = 10_000;

interface LastPush {
  statsVersion: number;
  atMs: number;
}

export interface PushResult {
  /** Frames built (one per inverter pushed). */
  frames: number;
  /** Websocket messages sent (frames × recipients). */
  messages: number;
}

export class LivePusher {
  private lastPush = new Map<string, LastPush>();
  private readonly newcomers = new Set<WebSocket>();

  constructor(private readonly hub: WebSocketHub) {
    hub.onConnect('livedata', (socket) => {
      this.newcomers.add(socket);
      socket.once('close', () => this.newcomers.delete(socket));
    });
  }

  /** Forgets the last-push times (the gateway booted). */
  reset(): void {
    this.lastPush.clear();
    this.newcomers.clear();
  }

  /** One run of the task: the plant must already be advanced to the current time. */
  run(plant: Plant, hints: LiveDataHints, dialect: LiveDialect = V24_LIVE_DIALECT): PushResult {
    const clients = this.hub.clients('livedata');
    const result: PushResult = { frames: 0, messages: 0 };
    if (clients.size === 0) return result;
    const states = plant.states();
    const total = buildTotal(states);
    const now = plant.monotonic();
    const newcomers = [...this.newcomers].filter((s) => s.readyState === s.OPEN);
    this.newcomers.clear();
    for (const state of states) {
      const last = this.lastPush.get(state.serial);
      const due =
        last === undefined || last.statsVersion !== state.statsVersion || now - last.atMs > RESEND_AFTER_MS;
      if (!due && newcomers.length === 0) continue;
      const text = JSON.stringify(liveFrame(state, total, hints, dialect));
      result.frames++;
      if (due) {
        this.lastPush.set(state.serial, { statsVersion: state.statsVersion, atMs: now });
        for (const socket of clients) result.messages += send(socket, text);
      } else {
        for (const socket of newcomers) result.messages += send(socket, text);
      }
    }
    return result;
  }
}

function send(socket: WebSocket, text: string): number {
  if (socket.readyState !== socket.OPEN) return 0;
  socket.send(text);
  return 1;
}
