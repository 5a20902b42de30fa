import '../styles/alert.scss';
import '../styles/update.scss';
import { useI18n } from '../lib/i18n/index.ts';

/** The offer to load the newer build the gateway serves (shown by UpdateNotice). */
export default function UpdateBanner() {
  const { t } = useI18n();
  return (
    <div className="update-banner alert alert-info d-flex align-items-center gap-3 mb-0" role="status">
      <span className="me-auto">{t('common.NewVersion')}</span>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('common.Reload')}
      </button>
    </div>
  );
}
