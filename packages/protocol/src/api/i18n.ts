/** Language packs (v24.11.7+, firmware-versions.md §3.9). */

/** GET /api/i18n/languages (no login): the installed packs only; en, de, fr are built in and not listed. */
export type LanguagePackList = { code: string; name: string }[];

/** A `*.lang.json` pack as uploaded and as GET /api/i18n/language?code=xx serves it. */
export interface LanguagePack {
  meta: { name: string; code: string };
  /** Texts for the gateway's own display (date_format, offline, power_w, …). */
  display?: Record<string, string>;
  /** The stock web app's texts; this app does not use them. */
  webapp?: Record<string, unknown>;
}
