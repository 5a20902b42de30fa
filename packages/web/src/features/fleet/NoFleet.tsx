import { useI18n } from '../../lib/i18n/index.ts';

/**
 * No fleet here: a bare gateway, the emulator alone or a companion with one gateway. Says what would
 * show one and leads to what there is: the live view (a full load: `/` is the gateway's own page).
 */
export function NoFleet() {
  const { t } = useI18n();
  return (
    <div data-testid="fleet-none">
      <p className="text-body-secondary">{t('fleet.NeedsSeveral')}</p>
      <a href="/" className="btn btn-primary">
        {t('fleet.ToLive')}
      </a>
    </div>
  );
}
