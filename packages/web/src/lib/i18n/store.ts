import { interpolate } from './interpolate.ts';
import { LOCALE_STORAGE_KEY } from './detect.ts';
import type { Catalogue, Locale, TranslateParams } from './types.ts';

export interface I18nSnapshot {
  readonly locale: Locale;
  /** Bumped whenever texts change (a catalogue arrived or the locale switched). */
  readonly revision: number;
}

/**
 * The translation runtime: which catalogues are in use, their texts per locale, the active locale.
 * Catalogues register themselves when their screen is first loaded; switching the locale loads every
 * registered catalogue in the new locale first, so the screen never shows raw keys.
 */
export class I18nStore {
  private snapshot: I18nSnapshot;
  private readonly texts = new Map<Locale, Map<string, string>>();
  private readonly loaded = new Set<string>();
  private readonly catalogues = new Map<string, Catalogue>();
  private readonly listeners = new Set<() => void>();
  private switchToken = 0;

  constructor(
    locale: Locale,
    private readonly storage?: Pick<Storage, 'setItem'>,
  ) {
    this.snapshot = { locale, revision: 0 };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): I18nSnapshot => this.snapshot;

  get locale(): Locale {
    return this.snapshot.locale;
  }

  /** Registers a catalogue and loads it in the active locale (no-op when already there). */
  async ensure(catalogue: Catalogue): Promise<void> {
    this.catalogues.set(catalogue.name, catalogue);
    await this.load(catalogue, this.snapshot.locale);
    this.publish(this.snapshot.locale);
  }

  async setLocale(locale: Locale): Promise<void> {
    const token = ++this.switchToken;
    await Promise.all([...this.catalogues.values()].map((catalogue) => this.load(catalogue, locale)));
    // A later switch started while this one was loading wins.
    if (token !== this.switchToken) return;
    this.storage?.setItem(LOCALE_STORAGE_KEY, locale);
    this.publish(locale);
  }

  has(key: string): boolean {
    return this.texts.get(this.snapshot.locale)?.has(key) ?? false;
  }

  /** The text for `key` in the active locale with `{param}`s filled; the key itself when unknown. */
  readonly translate = (key: string, params?: TranslateParams): string => {
    const text = this.texts.get(this.snapshot.locale)?.get(key);
    if (text === undefined) {
      if (import.meta.env.DEV) console.warn(`i18n: missing key ${key} (${this.snapshot.locale})`);
      return key;
    }
    return interpolate(text, params, this.snapshot.locale);
  };

  private async load(catalogue: Catalogue, locale: Locale): Promise<void> {
    const id = `${locale}:${catalogue.name}`;
    if (this.loaded.has(id)) return;
    const messages = (await catalogue.loaders[locale]()).default;
    let texts = this.texts.get(locale);
    if (!texts) {
      texts = new Map();
      this.texts.set(locale, texts);
    }
    for (const [key, text] of Object.entries(messages)) texts.set(key, text);
    this.loaded.add(id);
  }

  private publish(locale: Locale): void {
    this.snapshot = { locale, revision: this.snapshot.revision + 1 };
    for (const listener of this.listeners) listener();
  }
}
