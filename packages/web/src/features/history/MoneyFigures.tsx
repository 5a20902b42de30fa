import type { Earnings } from '@dtu-web/protocol';
import { useI18n } from '../../lib/i18n/index.ts';

export interface MoneyFiguresProps {
  money: Earnings;
  /** ISO 4217 code the tariffs are in. */
  currency: string;
  /** The earning is known (a tariff set, its days loaded): else only CO₂. */
  earned: boolean;
}

/** What a period earned (when priced) and the CO₂ it avoided (with a factor set). */
export function MoneyFigures({ money, currency, earned }: MoneyFiguresProps) {
  const { t, locale, format } = useI18n();
  const co2 = money.co2_g;
  return (
    <>
      {earned && money.priced_kwh > 0 && (
        <div data-testid="figure-earned">
          <dt>{t('history.Earned')}</dt>
          <dd>{new Intl.NumberFormat(locale, { style: 'currency', currency }).format(money.total)}</dd>
        </div>
      )}
      {co2 !== null && (
        <div data-testid="figure-co2">
          <dt>{t('history.Co2Avoided')}</dt>
          <dd>
            {co2 >= 1_000_000
              ? `${format.fixed(co2 / 1_000_000, co2 >= 10_000_000 ? 1 : 2)} t`
              : `${format.decimal0(co2 / 1000)} kg`}
          </dd>
        </div>
      )}
    </>
  );
}
