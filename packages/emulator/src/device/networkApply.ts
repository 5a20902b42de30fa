/**
 * The network settings in effect, which are not always the saved ones (firmware-versions.md §2.7): up to
 * v25.1.14 a network save is applied before its reply goes out; from v25.2.3 the reply comes first and
 * the main loop applies the settings 500 ms later. Applying puts the station, addresses and hostname in
 * effect and switches the admin access point on for `aptimeout` minutes.
 *
 * A waiting change is settled against the monotonic clock (the device's `millis()`) whenever the
 * settings are read, not by a timer: a test that moves the emulated clock by hand decides when it
 * happens, and with `--time-scale` the 500 ms are emulated milliseconds like every other delay.
 */
import type { ConfigFile } from '@dtu-web/protocol';

export type WifiSettings = ConfigFile['wifi'];

interface Waiting {
  settings: WifiSettings;
  /** Monotonic ms at which it takes effect. */
  at: number;
}

export class NetworkInEffect {
  private settings: WifiSettings;
  private waiting: Waiting | undefined;

  /** `applied` is told the monotonic ms each change took effect at (the access point starts then). */
  constructor(
    private readonly clock: { monotonic(): number },
    initial: WifiSettings,
    private readonly applied: (atMono: number) => void,
  ) {
    this.settings = initial;
  }

  /** A boot: the stored settings are in effect and nothing waits (a pending change died with the RAM). */
  boot(settings: WifiSettings): void {
    this.settings = settings;
    this.waiting = undefined;
  }

  /** A saved change takes effect `delayMs` from now, at once for 0; it replaces one still waiting. */
  schedule(settings: WifiSettings, delayMs: number): void {
    this.settle();
    const at = this.clock.monotonic() + delayMs;
    this.waiting = { settings, at };
    if (delayMs <= 0) this.settle();
  }

  /** The settings in effect now. */
  current(): WifiSettings {
    this.settle();
    return this.settings;
  }

  private settle(): void {
    const waiting = this.waiting;
    if (waiting === undefined || this.clock.monotonic() < waiting.at) return;
    this.settings = waiting.settings;
    this.waiting = undefined;
    this.applied(waiting.at);
  }
}
