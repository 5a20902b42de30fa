import { Link, useLocation } from 'react-router';
import { PageFrame } from '../../components/PageFrame.tsx';
import { useI18n } from '../../lib/i18n/index.ts';

export default function NotFoundPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <PageFrame title={t('notfound.Title')}>
      <p>{t('notfound.Text', { path: pathname })}</p>
      <Link to="/" className="btn btn-primary">
        {t('notfound.Home')}
      </Link>
    </PageFrame>
  );
}
