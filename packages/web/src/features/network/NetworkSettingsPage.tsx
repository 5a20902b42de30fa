import { PageFrame } from '../../components/PageFrame.tsx';
import { UnderConstruction } from '../../components/UnderConstruction.tsx';
import { useI18n } from '../../lib/i18n/index.ts';

/** Placeholder until the screen's own task builds it (its strings will live in ./i18n/). */
export default function NetworkSettingsPage() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('title.NetworkSettings')}>
      <UnderConstruction />
    </PageFrame>
  );
}
