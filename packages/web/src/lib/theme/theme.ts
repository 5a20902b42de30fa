export type ThemeChoice = 'light' | 'dark' | 'auto';
export type AppliedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeSnapshot {
  readonly choice: ThemeChoice;
  readonly applied: AppliedTheme;
}

function storedChoice(storage: Pick<Storage, 'getItem'>): ThemeChoice {
  const value = storage.getItem(THEME_STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : 'auto';
}

/**
 * Theme choice and the Bootstrap colour mode it gives. Auto follows the system's dark preference
 * live, but only while no explicit light or dark is stored.
 */
export class ThemeStore {
  private snapshot: ThemeSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'>,
    private readonly media: MediaQueryList,
    private readonly apply: (theme: AppliedTheme) => void,
  ) {
    this.snapshot = this.compute(storedChoice(storage));
    apply(this.snapshot.applied);
    media.addEventListener('change', () => {
      if (storedChoice(this.storage) === 'auto') this.update('auto');
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ThemeSnapshot => this.snapshot;

  choose(choice: ThemeChoice): void {
    this.storage.setItem(THEME_STORAGE_KEY, choice);
    this.update(choice);
  }

  private compute(choice: ThemeChoice): ThemeSnapshot {
    const applied: AppliedTheme = choice === 'auto' ? (this.media.matches ? 'dark' : 'light') : choice;
    return { choice, applied };
  }

  private update(choice: ThemeChoice): void {
    const next = this.compute(choice);
    if (next.choice === this.snapshot.choice && next.applied === this.snapshot.applied) return;
    this.snapshot = next;
    this.apply(next.applied);
    for (const listener of this.listeners) listener();
  }
}
