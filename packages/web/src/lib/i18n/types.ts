export const LOCALES = ['en', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** One locale file of a catalogue: flat keys (`'<area>.<Name>'`) to text with `{param}` placeholders. */
export type Messages = Readonly<Record<string, string>>;

export type MessagesLoader = () => Promise<{ default: Messages }>;

/**
 * A set of strings in every locale, loaded on demand: the first-paint ones and everything else (see
 * runtime.ts). Only the active locale's file is fetched.
 */
export interface Catalogue {
  readonly name: string;
  readonly loaders: Readonly<Record<Locale, MessagesLoader>>;
}

export type TranslateParams = Readonly<Record<string, string | number | undefined>>;
export type Translate = (key: string, params?: TranslateParams) => string;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function defineCatalogue(name: string, loaders: Record<Locale, MessagesLoader>): Catalogue {
  return { name, loaders };
}
