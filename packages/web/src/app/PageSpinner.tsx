import { useI18n } from '../lib/i18n/index.ts';

/** Shown while a screen's code and strings load. */
export function PageSpinner() {
  const { t } = useI18n();
  return (
    <div className="d-flex justify-content-center my-5">
      <div className="spinner-border" role="status">
        <span className="visually-hidden">{t('common.Loading')}</span>
      </div>
    </div>
  );
}
