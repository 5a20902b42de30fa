import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n/index.ts';
import type { PanelsSummary as Summary } from './model.ts';

/** One sentence over every string: all doing their part, or how many need a look. */
export function PanelsSummary({
  summary,
  night,
  inverters,
}: {
  summary: Summary;
  night: boolean;
  inverters: number;
}) {
  const { t } = useI18n();
  let text: string;
  let tone = 'text-body-secondary';
  if (inverters === 0) text = t('panels.NoInverters');
  else if (summary.look > 0) {
    text = t('panels.SummaryLook', { count: summary.look, total: summary.strings });
    tone = 'text-danger-emphasis';
  } else if (night) text = t('panels.SummaryNight');
  else if (summary.strings > 0 && summary.producing === summary.strings)
    text = t('panels.SummaryAllGood', { count: summary.strings });
  else text = t('panels.SummaryQuiet', { producing: summary.producing, total: summary.strings });
  return (
    <p className={`lead panel-summary ${tone}`} data-testid="panels-summary">
      {text}
      {inverters === 0 && (
        <>
          {' '}
          <Link to="/settings/inverter">{t('panels.AddInverter')}</Link>
        </>
      )}
    </p>
  );
}
