export { LOCALES, defineCatalogue, isLocale } from './types.ts';
export type { Catalogue, Locale, Messages, Translate, TranslateParams } from './types.ts';
export {
  deferredCatalogue,
  ensureScreenStrings,
  featureAreas,
  featureCatalogue,
  i18n,
  sharedCatalogue,
} from './runtime.ts';
export { useI18n, type I18n } from './useI18n.ts';
export { formatters, type Formatters } from './format.ts';
