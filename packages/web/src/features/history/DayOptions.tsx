import { useId } from 'react';
import type { CurveLevel } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { DateField } from './DateField.tsx';

/** What the day's chart is compared with: the same day last year (default), another day, nothing. */
export type Comparing = { kind: 'lastYear' } | { kind: 'none' } | { kind: 'day'; day: string };

export interface DayOptionsProps {
  level: CurveLevel;
  onLevel: (level: CurveLevel) => void;
  comparing: Comparing;
  /** The day compared with now ('' when none). */
  compareDay: string;
  onComparing: (comparing: Comparing) => void;
  min: string;
  max: string;
}

/** The curves' level (plant, inverters, strings) and the day laid beside them. */
export function DayOptions({
  level,
  onLevel,
  comparing,
  compareDay,
  onComparing,
  min,
  max,
}: DayOptionsProps) {
  const { t } = useI18n();
  const levelName = useId();
  return (
    <div className="history-options">
      <fieldset className="btn-group" role="radiogroup" aria-label={t('history.Curves')}>
        {(['plant', 'inverter', 'string'] as const).map((each) => (
          <label key={each} className={`btn btn-sm btn-outline-primary${level === each ? ' active' : ''}`}>
            <input
              type="radio"
              className="visually-hidden"
              name={levelName}
              checked={level === each}
              onChange={() => {
                onLevel(each);
              }}
            />
            {t(
              each === 'plant'
                ? 'history.LevelPlant'
                : each === 'inverter'
                  ? 'history.LevelInverter'
                  : 'history.LevelString',
            )}
          </label>
        ))}
      </fieldset>
      <div className="history-compare">
        <span aria-hidden="true">{t('history.CompareWith')}</span>
        <DateField
          kind="day"
          label={t('history.CompareWith')}
          value={compareDay}
          min={min}
          max={max}
          onChange={(day) => {
            onComparing(day === '' ? { kind: 'none' } : { kind: 'day', day });
          }}
          optional
          small
        />
      </div>
      {comparing.kind !== 'lastYear' && (
        <button
          type="button"
          className="btn btn-sm btn-link"
          onClick={() => {
            onComparing({ kind: 'lastYear' });
          }}
        >
          {t('history.CompareLastYear')}
        </button>
      )}
      {comparing.kind !== 'none' && (
        <button
          type="button"
          className="btn btn-sm btn-link"
          onClick={() => {
            onComparing({ kind: 'none' });
          }}
        >
          {t('history.NoComparison')}
        </button>
      )}
    </div>
  );
}
