import { PageFrame } from '../../../components/PageFrame.tsx';
import { useI18n } from '../../../lib/i18n/index.ts';

/**
 * The History screen of the firmware-ready build (build/withoutCompanion.ts): a bare gateway records no
 * history, so the screen says what a companion adds, as the full screen does when /api/x/info is not JSON.
 */
export default function HistoryPage() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('nav.History')}>
      <p data-testid="history-no-companion" className="text-body-secondary">
        {t('history.NeedsCompanion')}
      </p>
    </PageFrame>
  );
}
