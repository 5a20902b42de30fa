import type { EnergyRow } from '@dtu-web/protocol';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/index.ts';
import { energyText, powerText } from '../../lib/units.ts';
import { change, changeText } from './lastYear.ts';

export interface DayFiguresProps {
  row?: EnergyRow;
  /** The same day a year before (undefined: nothing recorded then or not loaded yet). */
  lastYear?: EnergyRow;
  /** The energy of every gateway (fleet). */
  fleet?: { row?: EnergyRow };
  children?: ReactNode;
}

/** A day's energy and peak, and the same day a year before. A peak never measured is no "0 W". */
export function DayFigures({ row, lastYear, fleet, children }: DayFiguresProps) {
  const { t, format } = useI18n();
  const ratio = row && lastYear ? change(row.wh, lastYear.wh) : null;
  return (
    <dl className="history-figures" data-testid="day-figures">
      <div>
        <dt>{t('history.Energy')}</dt>
        <dd>{row ? energyText(format, row.wh) : '–'}</dd>
      </div>
      <div>
        <dt>{t('history.MaxPower')}</dt>
        <dd>{row && row.max_w > 0 ? powerText(format, row.max_w) : '–'}</dd>
      </div>
      <div data-testid="day-last-year">
        <dt>{t('history.LastYearDay')}</dt>
        <dd>
          {lastYear ? energyText(format, lastYear.wh) : '–'}
          {ratio !== null && <span className="history-change">{changeText(t, format, ratio)}</span>}
        </dd>
      </div>
      {fleet && (
        <div data-testid="day-fleet-energy">
          <dt>{t('history.FleetEnergy')}</dt>
          <dd>{fleet.row ? energyText(format, fleet.row.wh) : '–'}</dd>
        </div>
      )}
      {children}
    </dl>
  );
}
