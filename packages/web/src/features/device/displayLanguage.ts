import { DISPLAY_LANGUAGES, endpoints, type DisplayConfig, type LanguagePackList } from '@dtu-web/protocol';
import { api } from '../../lib/api/index.ts';
import { useLoad } from '../../lib/api/useLoad.ts';
import { useFirmware } from '../../lib/firmware/index.ts';

/**
 * The display's language as a code: `display.locale` (v24.11.7+) or the built-in of `display.language`
 * (0 en, 1 de, 2 fr; v24.10.6), English when neither says (firmware-versions.md §2.5).
 */
export function displayLanguage(display: DisplayConfig): string {
  if (typeof display.locale === 'string' && display.locale !== '') return display.locale;
  return DISPLAY_LANGUAGES.find((language) => language.value === display.language)?.locale ?? 'en';
}

/**
 * The display settings with `code` as both fields (§6): `locale` as is, `language` its built-in number
 * (a pack is English for a release without packs).
 */
export function withLocale(display: DisplayConfig, code: string): DisplayConfig {
  const builtIn = DISPLAY_LANGUAGES.find((language) => language.locale === code);
  return { ...display, locale: code, language: builtIn?.value ?? 0 };
}

/** The installed language packs (v24.11.7+), or none where the release has no packs or the list fails. */
export function useLanguagePacks(): LanguagePackList {
  const firmware = useFirmware();
  const enabled = firmware.hasEndpoint('i18nLanguages');
  const { current } = useLoad((signal) => api.get(endpoints.i18nLanguages, signal), { enabled });
  if (!enabled || current.state !== 'loaded' || !Array.isArray(current.data)) return [];
  return current.data.filter(
    (pack) => typeof pack.code === 'string' && pack.code !== '' && typeof pack.name === 'string',
  );
}
