import { PageFrame } from '../../../components/PageFrame.tsx';
import { useI18n } from '../../../lib/i18n/index.ts';

/**
 * The Alerts screens of the firmware-ready build (build/withoutCompanion.ts): alerts are the companion's
 * (companion-api §4), so on a bare gateway both the list and the settings say what a companion adds, as
 * the full screens do when /api/x/info is not JSON.
 */
export default function AlertsPage() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('alerts.Title')}>
      <p data-testid="alerts-no-companion" className="text-body-secondary">
        {t('alerts.NoCompanion')}
      </p>
    </PageFrame>
  );
}
