import type { Alert, DcChannelData, StringHealth } from '@dtu-web/protocol';
import { useI18n } from '../../lib/i18n/index.ts';
import { liveEnergyText, powerText } from '../../lib/units.ts';
import { AlertMarks } from './AlertMarks.tsx';
import { verdictClass, type StringVerdict } from './judge.ts';
import { VerdictBadge } from './VerdictBadge.tsx';
import { HEALTH_DAYS } from './usePanels.ts';

export interface StringTileProps {
  /** The string's name as the gateway has it (its DC channel's `name`), or null when unnamed. */
  name: string | null;
  /** 1-based, as the gateway's screens and the companion count strings. */
  number: number;
  channel: DcChannelData;
  verdict: StringVerdict;
  /** Its power describes now: asleep, unreachable, stale or not polled, it shows none. */
  current: boolean;
  /** undefined: no recorded health for it (yet); 'loading' while the companion is asked. */
  health: StringHealth | undefined | 'loading';
  /** The yield is its last day's, not today's (the inverter has not reported since midnight). */
  lastDay: boolean;
  alerts: readonly Alert[];
}

/** One string: its power now, today's yield, its health against its siblings, marked by state. */
export function StringTile(props: StringTileProps) {
  const { t, format } = useI18n();
  const { channel, verdict, health } = props;
  const name = props.name ?? t('panels.StringNumber', { number: props.number });
  const installed = channel.Irradiation?.max ?? 0;
  const share = installed > 0 ? Math.min(1, Math.max(0, channel.Power.v / installed)) : null;
  const powerShown = props.current;
  const flagged = props.alerts.length > 0;
  return (
    <li
      className={`panel-tile ${verdictClass[verdict]}${flagged ? ' panel-alerted' : ''}`}
      data-testid="panel-string"
      data-verdict={verdict}
    >
      <div className="panel-tile-head">
        <h3 className="fs-6 mb-0 fw-semibold">{name}</h3>
        <VerdictBadge verdict={verdict} flag={typeof health === 'object' ? health.flag : null} />
      </div>
      <dl className="panel-values">
        <div>
          <dt>{t('panels.PowerNow')}</dt>
          <dd>
            {powerShown ? powerText(format, channel.Power.v) : t('panels.NoValue')}
            {powerShown && share !== null && (
              <small className="d-block text-body-secondary">
                {t('panels.OfInstalled', {
                  percent: format.percent(share),
                  installed: powerText(format, installed),
                })}
              </small>
            )}
          </dd>
        </div>
        <div>
          <dt>{props.lastDay ? t('panels.LastDay') : t('panels.Today')}</dt>
          <dd>{liveEnergyText(format, channel.YieldDay)}</dd>
        </div>
        <div>
          <dt>{t('panels.Health', { days: HEALTH_DAYS })}</dt>
          <dd>
            {health === 'loading'
              ? t('panels.NoValue')
              : health === undefined
                ? t('panels.HealthNone')
                : health.wp === 0
                  ? t('panels.HealthNoInstalled')
                  : t('panels.HealthRatio', { percent: format.percent(health.ratio) })}
          </dd>
        </div>
      </dl>
      {powerShown && share !== null && (
        <div className="panel-bar" aria-hidden="true">
          <span style={{ width: `${String(Math.round(share * 100))}%` }} />
        </div>
      )}
      <AlertMarks alerts={props.alerts} />
    </li>
  );
}
