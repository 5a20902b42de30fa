import { useI18n } from '../../lib/i18n/index.ts';

/**
 * The glance's place while its code and figures load: its heading and one figure's height, so the
 * day's chart below does not jump down when the figures arrive.
 */
export function GlanceSlot() {
  const { t } = useI18n();
  return (
    <section className="mb-3" aria-hidden="true" data-testid="history-glance-slot">
      <h2 className="fs-6 mb-1">{t('history.Glance')}</h2>
      <dl className="history-figures mb-0">
        <div>
          <dt>{'\u00a0'}</dt>
          <dd>
            {'\u00a0'}
            <span className="history-change">{'\u00a0'}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
