import { PageFrame } from '../../components/PageFrame.tsx';
import { UnderConstruction } from '../../components/UnderConstruction.tsx';
import { useI18n } from '../../lib/i18n/index.ts';

export { catalogue } from './i18n/index.ts';

export default function InverterSettingsPage() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('inverters.Title')}>
      <UnderConstruction />
    </PageFrame>
  );
}
