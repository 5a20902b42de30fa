type Listener = () => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * One shared one-second timer for everything that counts on its own (data age, the link's heartbeat):
 * a single interval however many inverters are shown, and none while nothing listens.
 */
export function onEverySecond(listener: Listener): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const each of listeners) each();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
