import { useI18n } from '../../../lib/i18n/index.ts';
import type { DayYield } from './historyDb.ts';

/** Days listed, newest first (400 are kept; the table shows about a month). */
const SHOWN_DAYS = 31;

/** Yield per day: the last YieldDay seen on each day, with a bar scaled to the best day shown. */
export function DailyYields({ days }: { days: readonly DayYield[] }) {
  const { t, format, locale } = useI18n();
  const shown = days.slice(-SHOWN_DAYS).reverse();
  const best = Math.max(1, ...shown.map((day) => day.wh));
  return shown.length === 0 ? null : (
    <table className="live-table" data-testid="daily-yields">
      <caption>{t('live.DailyYield')}</caption>
      <tbody>
        {shown.map((day) => (
          <tr key={day.day}>
            <th scope="row">{new Date(`${day.day}T00:00`).toLocaleDateString(locale)}</th>
            <td>{`${format.fixed(day.wh / 1000, 2)} kWh`}</td>
            <td aria-hidden="true" style={{ width: '50%' }}>
              <span className="live-bar" style={{ width: `${(day.wh / best) * 100}%` }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
