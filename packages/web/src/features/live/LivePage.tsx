import { PageFrame } from '../../components/PageFrame.tsx';
import { useI18n } from '../../lib/i18n/index.ts';

export { catalogue } from './i18n/index.ts';

/** Home: the live view. Not lazy (it is the first screen); the live-view task fills it. */
export default function LivePage() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('live.Title')}>
      <div className="border rounded p-4 text-body-secondary" data-testid="live-placeholder">
        {t('live.Placeholder')}
      </div>
    </PageFrame>
  );
}
