/** The listeners of one gateway hook (boot, reboot, config change, stop). */

type Listener<A extends unknown[]> = (...args: A) => void | Promise<void>;

export class ListenerSet<A extends unknown[]> {
  private readonly listeners = new Set<Listener<A>>();

  /** Adds a listener; the returned function removes it again. */
  add(listener: Listener<A>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs every listener; one failing listener does not stop the others or the gateway. */
  async emit(log: (line: string) => void, ...args: A): Promise<void> {
    for (const listener of [...this.listeners]) {
      try {
        await listener(...args);
      } catch (error) {
        log(`Hook failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
