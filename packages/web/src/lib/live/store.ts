import type {
  InverterLiveData,
  InverterLiveSummary,
  LiveData,
  LiveDataHints,
  LiveDataTotal,
} from '@dtu-web/protocol';

/** What the store holds per inverter: the summary of the GET, or a full frame with channel data. */
export type LiveInverter = InverterLiveSummary | InverterLiveData;

/** One tab / overview row: only what the list needs, so values changing do not re-sort anything. */
export interface InverterListItem {
  readonly serial: string;
  readonly name: string;
  readonly order: number;
}

export interface LiveSummary {
  readonly total: LiveDataTotal;
  readonly hints: LiveDataHints;
}

type Listener = () => void;

/** A poll turn of the device's default interval (device-api §2.4: 5 s per inverter, round-robin). */
const DEFAULT_TURN_MS = 5000;
/** Two readings of the same statistics packet differ by rounding only (data_age is whole seconds). */
const SAME_PACKET_MS = 1500;
/** The push task runs once a second and ages are whole seconds: allow that much on top of a cycle. */
const STALE_SLACK_MS = 2000;

/**
 * ms (Date.now) of the statistics packet an inverter's values come from: from `data_age_ms` where the
 * firmware sends it (v25.4.2+, firmware-versions.md §2.3), else from the whole seconds of `data_age`.
 */
function packetTime(inverter: InverterLiveSummary, now: number): number {
  const ms = inverter.data_age_ms;
  return now - (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? ms : inverter.data_age * 1000);
}

export function hasChannels(inverter: LiveInverter): inverter is InverterLiveData {
  return 'AC' in inverter;
}

/**
 * The live data of the home screen, keyed by serial. It is an external store for React's
 * useSyncExternalStore: a frame for one inverter wakes only that inverter's subscribers (plus the
 * totals/hints subscribers); the sorted list changes only when an inverter appears, goes or is
 * renamed or reordered. Merging a frame allocates nothing beyond what JSON.parse already made.
 */
export class LiveStore {
  private readonly inverters = new Map<string, LiveInverter>();
  /** ms (Date.now) of the statistics packet each inverter's values come from. */
  private readonly packetAt = new Map<string, number>();
  /** Last observed time between two packets, per inverter; the shortest is the device's poll cycle. */
  private readonly gaps = new Map<string, number>();
  private cycleMs = 0;
  /** The limit each inverter reported while producing: a sleeping inverter reports 0 % (issue 30). */
  private readonly limits = new Map<string, { relative: number; absolute: number }>();
  private list: readonly InverterListItem[] = [];
  private summary: LiveSummary | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly subscribers = new Map<string, (listener: Listener) => () => void>();
  private readonly frameListeners = new Set<(serial: string) => void>();

  readonly getList = (): readonly InverterListItem[] => this.list;
  readonly getSummary = (): LiveSummary | null => this.summary;
  readonly subscribeList = (listener: Listener): (() => void) => this.listen('list', listener);
  readonly subscribeSummary = (listener: Listener): (() => void) => this.listen('summary', listener);

  inverter(serial: string): LiveInverter | undefined {
    return this.inverters.get(serial);
  }

  /** A stable subscribe function per serial (useSyncExternalStore resubscribes when it changes). */
  subscriberFor(serial: string): (listener: Listener) => () => void {
    let subscribe = this.subscribers.get(serial);
    if (!subscribe) {
      subscribe = (listener) => this.listen(`inv:${serial}`, listener);
      this.subscribers.set(serial, subscribe);
    }
    return subscribe;
  }

  /** Called with the serial after every frame (for the power history). */
  onFrame(listener: (serial: string) => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /** The last limit reported while the inverter produced, or undefined. */
  lastLimit(serial: string): { relative: number; absolute: number } | undefined {
    return this.limits.get(serial);
  }

  private noteLimit(inverter: LiveInverter): void {
    if (inverter.producing && inverter.reachable)
      this.limits.set(inverter.serial, {
        relative: inverter.limit_relative,
        absolute: inverter.limit_absolute,
      });
  }

  /** Seconds since the inverter's last statistics packet, counted on from the device's data_age. */
  ageOf(serial: string, now: number): number {
    const at = this.packetAt.get(serial);
    return at === undefined ? 0 : Math.max(0, Math.floor((now - at) / 1000));
  }

  /** The device's poll cycle as observed, or the default interval × inverter count until then. */
  pollCycleMs(): number {
    return this.cycleMs > 0 ? this.cycleMs : DEFAULT_TURN_MS * Math.max(1, this.list.length);
  }

  /** The values are older than one poll cycle: they no longer describe the inverter now. */
  isStale(serial: string, now: number): boolean {
    const at = this.packetAt.get(serial);
    return at === undefined || now - at > this.pollCycleMs() + STALE_SLACK_MS;
  }

  /**
   * GET /api/livedata/status: the list of inverters (without channel data), totals and hints.
   * Inverters missing from it are gone; channel data is kept only when it is from the same packet.
   */
  applyStatus(status: LiveData, now: number): void {
    const seen = new Set<string>();
    for (const inverter of status.inverters) {
      seen.add(inverter.serial);
      this.noteLimit(inverter);
      const packet = packetTime(inverter, now);
      const known = this.inverters.get(inverter.serial);
      const knownPacket = this.packetAt.get(inverter.serial);
      if (known && knownPacket !== undefined && packet < knownPacket + SAME_PACKET_MS) {
        // Same packet (or an older answer than the frames we have): keep its values, take the rest.
        const merged: LiveInverter = { ...known, ...summaryFields(inverter) };
        this.inverters.set(inverter.serial, merged);
      } else {
        this.inverters.set(inverter.serial, inverter);
        this.packetAt.set(inverter.serial, packet);
      }
      this.notify(`inv:${inverter.serial}`);
    }
    for (const serial of [...this.inverters.keys()]) {
      if (!seen.has(serial)) {
        this.inverters.delete(serial);
        this.packetAt.delete(serial);
        this.gaps.delete(serial);
        this.notify(`inv:${serial}`);
      }
    }
    this.updateList();
    this.setSummary(status.total, status.hints);
  }

  /**
   * One websocket frame (or a GET `?inv=` answer): replaces totals and hints and the inverter(s)
   * whose serial matches; an unknown serial is added, never written over another inverter.
   */
  applyFrame(frame: LiveData, now: number): void {
    let listChanged = false;
    for (const inverter of frame.inverters) {
      const serial = inverter.serial;
      const known = this.inverters.get(serial);
      if (!known || known.name !== inverter.name || known.order !== inverter.order) listChanged = true;
      this.inverters.set(serial, inverter);
      this.noteLimit(inverter);
      this.notePacket(serial, packetTime(inverter, now));
      this.notify(`inv:${serial}`);
    }
    if (listChanged) this.updateList();
    this.setSummary(frame.total, frame.hints);
    for (const inverter of frame.inverters)
      for (const listener of this.frameListeners) listener(inverter.serial);
  }

  private notePacket(serial: string, packet: number): void {
    const previous = this.packetAt.get(serial);
    if (previous !== undefined && packet < previous + SAME_PACKET_MS) return;
    if (previous !== undefined) {
      // The shortest of the inverters' last gaps: a missed poll or an outage lengthens one gap, not
      // the cycle; a longer poll interval lengthens all of them.
      this.gaps.set(serial, packet - previous);
      this.cycleMs = Math.min(...this.gaps.values());
    }
    this.packetAt.set(serial, packet);
  }

  private setSummary(total: LiveDataTotal, hints: LiveDataHints): void {
    const current = this.summary;
    if (current && sameTotal(current.total, total) && sameHints(current.hints, hints)) return;
    this.summary = { total, hints };
    this.notify('summary');
  }

  private updateList(): void {
    const next = [...this.inverters.values()]
      .map(({ serial, name, order }) => ({ serial, name, order }))
      .sort((a, b) => a.order - b.order || a.serial.localeCompare(b.serial));
    const same =
      next.length === this.list.length &&
      next.every((item, i) => {
        const old = this.list[i];
        return old?.serial === item.serial && old.name === item.name && old.order === item.order;
      });
    if (same) return;
    this.list = next;
    this.notify('list');
  }

  private listen(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  private notify(key: string): void {
    const set = this.listeners.get(key);
    if (set) for (const listener of set) listener();
  }
}

function summaryFields(inverter: LiveInverter): InverterLiveSummary {
  const { serial, name, order, data_age, data_age_ms, poll_enabled, reachable, producing } = inverter;
  const { limit_relative, limit_absolute, radio_stats } = inverter;
  return {
    serial,
    name,
    order,
    data_age,
    ...(data_age_ms === undefined ? {} : { data_age_ms }),
    poll_enabled,
    reachable,
    producing,
    limit_relative,
    limit_absolute,
    radio_stats,
  };
}

function sameTotal(a: LiveDataTotal, b: LiveDataTotal): boolean {
  return a.Power.v === b.Power.v && a.YieldDay.v === b.YieldDay.v && a.YieldTotal.v === b.YieldTotal.v;
}

function sameHints(a: LiveDataHints, b: LiveDataHints): boolean {
  return (
    a.time_sync === b.time_sync &&
    a.radio_problem === b.radio_problem &&
    a.default_password === b.default_password &&
    a.pin_mapping_issue === b.pin_mapping_issue
  );
}
