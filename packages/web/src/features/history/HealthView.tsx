import type { StringHealth } from '@dtu-web/protocol';
import { useId, useState } from 'react';
import { fetchHealth } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { fallsBehind, healthSentence, isNewDrop } from './healthText.ts';
import { RatioBar } from './RatioBar.tsx';
import { useInverterNames } from './inverterNames.ts';
import { LoadFailed, Loading } from './LoadState.tsx';
import { useLoad } from '../../lib/api/useLoad.ts';

const PERIODS = [7, 30, 90, 365] as const;
const key = (each: StringHealth): string => `${each.serial}/${String(each.string)}`;

/**
 * Each string's energy per installed watt against its siblings and its own past, in plain sentences,
 * strings that fall behind first.
 */
export function HealthView() {
  const { t, format } = useI18n();
  const [days, setDays] = useState<number>(30);
  const names = useInverterNames();
  const id = useId();
  const recent = useLoad((signal) => fetchHealth(days, signal), { key: days, clearOnKey: true }).current;
  const strings =
    recent.state === 'loaded'
      ? [...recent.data.strings].sort(
          (a, b) => Number(b.flag !== null) - Number(a.flag !== null) || a.ratio - b.ratio,
        )
      : [];
  const number = (value: number): string => format.fixed(value, 2);
  const inverterOf = (each: StringHealth): string => names.get(each.serial) ?? each.serial;
  // The strings that fall behind lead, by their own names; the rest are folded away.
  const behind = strings.filter((each) => fallsBehind(each));
  const keeping = strings.filter((each) => !fallsBehind(each));

  return (
    <div>
      <p className="text-body-secondary">{t('history.HealthIntro')}</p>
      <div className="mb-3 history-days">
        <label htmlFor={id}>{t('history.HealthPeriod')}</label>
        <select
          id={id}
          className="form-select form-select-sm"
          value={days}
          onChange={(event) => {
            setDays(Number(event.target.value));
          }}
        >
          {PERIODS.map((each) => (
            <option key={each} value={each}>
              {t('history.LastDays', { days: each })}
            </option>
          ))}
        </select>
      </div>
      {recent.state === 'loading' && <Loading />}
      {recent.state === 'failed' && <LoadFailed message={recent.message} />}
      {recent.state === 'loaded' && strings.length === 0 && <p>{t('history.HealthNone')}</p>}
      {behind.length > 0 && (
        <ul className="history-health" data-testid="health">
          {behind.map((each) => (
            <li
              key={key(each)}
              className={each.flag ? 'history-health-flagged' : undefined}
              data-flag={each.flag ?? ''}
            >
              <p className="mb-1">
                {each.flag && (
                  <span className="badge history-flag me-2">
                    {t(each.flag === 'silent' ? 'history.FlagSilent' : 'history.FlagLow')}
                  </span>
                )}
                <strong>{healthSentence(each, inverterOf(each), days, t, format)}</strong>
              </p>
              <RatioBar health={each} />
              {isNewDrop(each) && (
                <p className="mb-1">
                  {t('history.HealthNewDrop', { days, percent: format.percent(each.earlier_ratio ?? 1) })}
                </p>
              )}
              <p className="small text-body-secondary mb-0">
                {t('history.HealthNumbers', {
                  name: each.name || t('history.StringN', { n: each.string }),
                  own: number(each.wh_per_wp),
                  siblings: number(each.siblings_wh_per_wp),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {recent.state === 'loaded' && strings.length > 0 && behind.length === 0 && (
        <p data-testid="health-all-well">{t('history.HealthAllWell', { days })}</p>
      )}
      {keeping.length > 0 && (
        <details className="history-health-rest" data-testid="health-rest">
          <summary>{t('history.HealthRest', { count: keeping.length })}</summary>
          <ul className="list-unstyled mt-2">
            {keeping.map((each) => (
              <li key={key(each)} className="history-health-row">
                <span>
                  {t('history.StringOf', {
                    string: each.name || t('history.StringN', { n: each.string }),
                    inverter: inverterOf(each),
                  })}
                </span>
                <RatioBar health={each} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
