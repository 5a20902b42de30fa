/**
 * Notices that the gateway now serves another build of this app (after a firmware upgrade, or a rebuilt
 * app behind the emulator) while an older one runs in the tab. Every build writes its id into index.html
 * (`<meta name="dtu-build">`, build/buildId.ts); the page's own id is compared with the one in the
 * index.html the server hands out now. index.html is revalidated (ETag), so a check costs a 304.
 */

import { BUILD_META } from './buildMeta.ts';
const META_IN_HTML = new RegExp(`<meta\\s+name="${BUILD_META}"\\s+content="([^"]+)"`);

export function buildIdIn(html: string): string | null {
  return META_IN_HTML.exec(html)?.[1] ?? null;
}

export interface BuildWatchOptions {
  /** The running page's build id (null in the dev server: nothing to compare). */
  current: string | null;
  /** The id in the index.html the server hands out now (null when it cannot say). */
  served: () => Promise<string | null>;
}

/** Holds "a newer build is served" once a check found one; checks never overlap. */
export class BuildWatch {
  private newer = false;
  private checking: Promise<void> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: BuildWatchOptions) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): boolean => this.newer;

  /** Asks the server which build it serves (ignored while one check runs or a newer build is known). */
  check(): Promise<void> {
    if (this.options.current === null || this.newer) return Promise.resolve();
    this.checking ??= this.options
      .served()
      .then(
        (served) => {
          if (served !== null && served !== this.options.current) {
            this.newer = true;
            for (const listener of this.listeners) listener();
          }
        },
        () => undefined, // the gateway is away: the next check asks again
      )
      .finally(() => {
        this.checking = undefined;
      });
    return this.checking;
  }
}

async function servedBuild(): Promise<string | null> {
  const response = await fetch('/', { cache: 'no-cache', headers: { Accept: 'text/html' } });
  return response.ok ? buildIdIn(await response.text()) : null;
}

/** The app's watch over its own build. */
export const buildWatch = new BuildWatch({
  current: document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META}"]`)?.content ?? null,
  served: servedBuild,
});
