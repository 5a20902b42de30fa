import { useI18n } from '../../lib/i18n/index.ts';

export function Loading() {
  const { t } = useI18n();
  return (
    <div className="spinner-border my-3" role="status">
      <span className="visually-hidden">{t('common.Loading')}</span>
    </div>
  );
}

export function LoadFailed({ message }: { message: string }) {
  const { t } = useI18n();
  return (
    <p className="text-danger-emphasis" role="alert">
      {t('error.Request', { message })}
    </p>
  );
}
