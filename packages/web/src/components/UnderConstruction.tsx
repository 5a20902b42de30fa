import { useI18n } from '../lib/i18n/index.ts';

/** The honest notice of a screen whose content a later task builds. */
export function UnderConstruction() {
  const { t } = useI18n();
  return <p className="text-body-secondary">{t('common.UnderConstruction')}</p>;
}
