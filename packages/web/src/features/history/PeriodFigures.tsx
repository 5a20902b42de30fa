import type { EnergyRow } from '@dtu-web/protocol';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/index.ts';
import { energyText } from '../../lib/units.ts';
import { change, changeText } from './lastYear.ts';

export interface Comparison {
  /** The earlier period compared with ("Same month last year", "2025 up to 21 June"). */
  label: string;
  /** This period's energy (Wh) and the earlier one's. */
  now: number;
  before: number;
}

export interface PeriodFiguresProps {
  total: number;
  best?: { label: string; row: EnergyRow; name: string };
  worst?: { label: string; row: EnergyRow; name: string };
  comparisons: readonly Comparison[];
  /** More figures (earnings, specific yield). */
  children?: ReactNode;
}

/** A period's energy, best and weakest, and how it compares with the same period a year before. */
export function PeriodFigures({ total, best, worst, comparisons, children }: PeriodFiguresProps) {
  const { t, format } = useI18n();
  const energy = (wh: number): string => energyText(format, wh);
  return (
    <dl className="history-figures" data-testid="period-figures">
      <div>
        <dt>{t('history.Energy')}</dt>
        <dd>{energy(total)}</dd>
      </div>
      {best && (
        <div>
          <dt>{best.label}</dt>
          <dd>{`${best.name} · ${energy(best.row.wh)}`}</dd>
        </div>
      )}
      {worst && worst.row !== best?.row && (
        <div>
          <dt>{worst.label}</dt>
          <dd>{`${worst.name} · ${energy(worst.row.wh)}`}</dd>
        </div>
      )}
      {comparisons.map((each) => {
        const ratio = change(each.now, each.before);
        return (
          <div key={each.label} data-testid="period-last-year">
            <dt>{each.label}</dt>
            <dd>
              {each.before > 0 ? energy(each.before) : '–'}
              <span className="history-change">{changeText(t, format, ratio)}</span>
            </dd>
          </div>
        );
      })}
      {children}
    </dl>
  );
}
