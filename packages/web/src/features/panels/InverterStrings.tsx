import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n/index.ts';
import { liveEnergyText, powerText } from '../../lib/units.ts';
import { AlertMarks } from './AlertMarks.tsx';
import { needsLook, verdictClass } from './judge.ts';
import type { PanelInverter } from './model.ts';
import { StringTile } from './StringTile.tsx';
import { VerdictBadge } from './VerdictBadge.tsx';

/** One inverter: its state, power and yield, its own alerts, then one tile per string. */
export function InverterStrings({ inverter }: { inverter: PanelInverter }) {
  const { t, format } = useI18n();
  const strings = inverter.strings;
  const look = strings?.filter((each) => needsLook(each.verdict) || each.alerts.length > 0).length ?? 0;
  const headingId = `panels-${inverter.serial}`;
  return (
    <section
      className={`panel-inverter ${verdictClass[inverter.verdict]}`}
      aria-labelledby={headingId}
      data-testid="panel-inverter"
    >
      <div className="panel-inverter-head">
        <h2 className="fs-5 mb-0" id={headingId}>
          {inverter.name}
        </h2>
        <VerdictBadge verdict={inverter.verdict} flag={null} />
        <span className="panel-inverter-values">
          {inverter.power !== null && <span>{powerText(format, inverter.power)}</span>}
          {inverter.yieldDay && (
            <span>
              {t(inverter.lastDay ? 'panels.YieldLastDay' : 'panels.YieldToday', {
                energy: liveEnergyText(format, inverter.yieldDay),
              })}
            </span>
          )}
          <Link to="/history?view=day">{t('panels.TodayCurve')}</Link>
        </span>
      </div>
      <AlertMarks alerts={inverter.alerts} />
      {strings === null ? (
        <p className="text-body-secondary mb-0">{t('panels.Waiting')}</p>
      ) : strings.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('panels.NoStrings')}</p>
      ) : (
        <>
          {look > 0 && (
            <p className="small text-danger-emphasis mb-2">
              {t('panels.StringsLook', { count: look, total: strings.length })}
            </p>
          )}
          <ul className="list-unstyled panel-grid">
            {strings.map((each) => (
              <StringTile
                key={each.key}
                name={each.name}
                number={each.number}
                channel={each.channel}
                verdict={each.verdict}
                current={each.current}
                health={each.health}
                lastDay={inverter.lastDay}
                alerts={each.alerts}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
