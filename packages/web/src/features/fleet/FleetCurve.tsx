import { zoneFromTz, type GatewayInfo } from '@dtu-web/protocol';
import { useId, useMemo } from 'react';
import { TimeChart, type TimeSeries } from '../../components/TimeChart.tsx';
import { seriesColour } from '../../lib/chart/colours.ts';
import { useLoad } from '../../lib/api/useLoad.ts';
import { dayAt, fetchPower, formatDay, wallClock } from '../../lib/history/index.ts';
import { usePageVisible } from '../../lib/hooks/usePageVisible.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { stackDays, type GatewayDay } from './stack.ts';

/** The curve grows by a minute's bucket at a time: asked again this often while the page is shown. */
export const CURVE_REFRESH_MS = 60_000;

export interface FleetCurveProps {
  /** The open gateways, in the page's order: id and name. */
  gateways: readonly { id: string; name: string }[];
  /** `/api/x/info`'s gateways: each one's time zone and the recorder's today. */
  info: readonly GatewayInfo[];
}

/** The gateway's today: by its recorder's zone, else the recorder's day, else the browser's date. */
export function todayOf(info: GatewayInfo | undefined, now: number): string {
  if (info?.tz) return dayAt(zoneFromTz(info.tz), now);
  if (info?.today) return info.today;
  const date = new Date(now);
  return formatDay(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

interface Loaded {
  days: GatewayDay[];
  /** Names of the gateways whose curve could not be read. */
  missing: string[];
}

/**
 * Today's power curve of every open gateway, stacked (issue 30): the top line is the fleet's power,
 * holes where a gateway recorded nothing. Loaded apart from the page (its chart code stays out of the
 * first load) and asked again every minute while the page is shown.
 */
export function FleetCurve({ gateways, info }: FleetCurveProps) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const visible = usePageVisible();
  const key = gateways.map((gateway) => `${gateway.id}=${gateway.name}`).join('\n');
  // useLoad keeps the latest loader; `key` says when the gateways changed.
  const load = async (signal: AbortSignal): Promise<Loaded> => {
    const now = Date.now();
    const answers = await Promise.all(
      gateways.map(async ({ id, name }) => {
        const day = todayOf(
          info.find((each) => each.id === id),
          now,
        );
        try {
          return { id, name, history: await fetchPower(day, signal, id) };
        } catch {
          return name;
        }
      }),
    );
    return {
      days: answers.filter((answer): answer is GatewayDay => typeof answer !== 'string'),
      missing: answers.filter((answer): answer is string => typeof answer === 'string'),
    };
  };
  const { current } = useLoad(load, { key, refreshMs: visible ? CURVE_REFRESH_MS : undefined });
  const loaded = current.state === 'loaded' ? current.data : undefined;
  // Nothing is drawn after the answer came: the time it arrived is the curves' "now".
  const receivedAt = current.state === 'loaded' ? current.receivedAt : 0;
  const stack = useMemo(() => (loaded ? stackDays(loaded.days, receivedAt) : null), [loaded, receivedAt]);
  const series: TimeSeries[] = (stack?.lines ?? []).map((line, index) => ({
    ...line,
    colour: seriesColour(index),
    bold: index === (stack?.lines.length ?? 0) - 1,
  }));
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });

  return (
    <section className="fleet-curve" aria-labelledby={titleId} data-testid="fleet-curve">
      <h2 className="fs-5" id={titleId}>
        {t('fleet.Curve')}
      </h2>
      {loaded && !stack && <p className="fleet-note">{t('fleet.CurveEmpty')}</p>}
      {stack && (
        <>
          <TimeChart
            series={series}
            from={stack.from}
            to={stack.to}
            wall={(time) => wallClock(stack.zone, time)}
            label={t('fleet.Curve')}
            look={{ chart: 'live-chart fleet-chart', legend: 'fleet-legend', swatch: 'live-swatch' }}
            legend={() => (
              <figcaption className="fleet-legend" data-testid="fleet-curve-legend">
                <ul>
                  {series.map((each) => (
                    <li key={each.id}>
                      <span className="live-swatch" style={{ background: each.colour }} /> {each.name}
                    </li>
                  ))}
                </ul>
              </figcaption>
            )}
          />
          <p className="fleet-note">{t('fleet.CurveNote')}</p>
        </>
      )}
      {loaded && loaded.missing.length > 0 && (
        <p className="fleet-note" data-testid="fleet-curve-missing">
          {t('fleet.CurveMissing', { names: list.format(loaded.missing) })}
        </p>
      )}
    </section>
  );
}
