import { PageFrame } from '../components/PageFrame.tsx';
import { useI18n } from '../lib/i18n/index.ts';

/**
 * A screen whose content a later task builds: its title and an honest notice. Every such route shows
 * this one lazy module, so they share one small chunk until their own screens replace them.
 */
export default function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useI18n();
  return (
    <PageFrame title={t(titleKey)}>
      <p className="text-body-secondary">{t('common.UnderConstruction')}</p>
    </PageFrame>
  );
}
