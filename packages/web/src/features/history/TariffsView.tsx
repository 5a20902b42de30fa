import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { loginPath, useUser } from '../../lib/auth/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { DateField } from './DateField.tsx';
import { saveHistorySettings, useHistorySettings } from './historySettings.ts';
import { StatusLine, type Status } from './StatusLine.tsx';
import { draftOf, settingsOf, type SettingsDraft, type TariffDraft } from './tariffForm.ts';

/**
 * The owner's money and CO₂ settings (issue 29): a currency, a CO₂ factor and dated tariffs — a new
 * tariff starts on its day and leaves the past priced as it was. Earnings and CO₂ then show beside
 * each period's energy.
 */
export default function TariffsView({ today }: { today: string }) {
  const { t } = useI18n();
  const user = useUser();
  const ids = useId();
  const settings = useHistorySettings();
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [bad, setBad] = useState('');
  const shown = draft ?? draftOf(settings);
  const edit = (next: Partial<SettingsDraft>): void => {
    setDraft({ ...shown, ...next });
    setStatus({ kind: 'idle' });
  };
  const editTariff = (index: number, next: Partial<TariffDraft>): void => {
    edit({ tariffs: shown.tariffs.map((each, i) => (i === index ? { ...each, ...next } : each)) });
  };
  const invalid = (field: string) =>
    bad === field ? { 'aria-invalid': true, 'aria-describedby': `${ids}-bad` } : {};

  async function onSave(event: SyntheticEvent): Promise<void> {
    event.preventDefault();
    const read = settingsOf(shown);
    if ('field' in read) {
      setBad(read.field);
      setStatus({ kind: 'failed', text: t('history.SettingsFix') });
      return;
    }
    setBad('');
    setStatus({ kind: 'busy' });
    try {
      await saveHistorySettings(read);
      setDraft(null);
      setStatus({ kind: 'done', text: t('history.SettingsSaved') });
    } catch (error) {
      setStatus({
        kind: 'failed',
        text: t('history.SettingsRefused', {
          message: error instanceof Error ? error.message : String(error),
        }),
      });
    }
  }

  // Keyed by its id: the tariff fields come from a list.
  const field = (id: string, label: string, input: ReactNode, help?: string) => (
    <div key={id} className="mb-2">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {input}
      {help && <div className="form-text">{help}</div>}
    </div>
  );
  const readOnly = !user;
  // Without a login the figures are read, not edited: shown as text, not as fields that take no save.
  const inputClass = readOnly ? 'form-control-plaintext' : 'form-control';

  return (
    <form
      onSubmit={(event) => void onSave(event)}
      noValidate
      className="history-tariffs"
      data-testid="tariffs"
    >
      <p className="text-body-secondary">{t('history.TariffsIntro')}</p>
      <div className="history-fields">
        {field(
          `${ids}-currency`,
          t('history.Currency'),
          <input
            id={`${ids}-currency`}
            className={inputClass}
            value={shown.currency}
            maxLength={3}
            autoCapitalize="characters"
            readOnly={readOnly}
            {...invalid('currency')}
            onChange={(event) => {
              edit({ currency: event.target.value });
            }}
          />,
        )}
        {field(
          `${ids}-co2`,
          t('history.Co2Factor'),
          <input
            id={`${ids}-co2`}
            className={inputClass}
            inputMode="decimal"
            value={shown.co2}
            readOnly={readOnly}
            {...invalid('co2_g_per_kwh')}
            onChange={(event) => {
              edit({ co2: event.target.value });
            }}
          />,
          t('history.Co2Help'),
        )}
      </div>
      <h2 className="fs-5 mt-3">{t('history.Tariffs')}</h2>
      {shown.tariffs.length === 0 && <p>{t('history.NoTariff')}</p>}
      {shown.tariffs.map((tariff, index) => {
        const id = `${ids}-t${String(index)}`;
        const at = `tariffs.${String(index)}`;
        return (
          <fieldset key={index} className="history-tariff">
            <legend className="fs-6">{t('history.TariffN', { n: index + 1 })}</legend>
            <div className="history-fields">
              {field(
                `${id}-from`,
                t('history.TariffFrom'),
                <DateField
                  id={`${id}-from`}
                  kind="day"
                  value={tariff.from}
                  min="2000-01-01"
                  max="2099-12-31"
                  invalidRange={bad === `${at}.from`}
                  onChange={(from) => {
                    editTariff(index, { from });
                  }}
                />,
              )}
              {(
                [
                  ['feedIn', 'feed_in', 'history.FeedIn'],
                  ['consumption', 'consumption', 'history.Consumption'],
                  ['selfUse', 'self_use_percent', 'history.SelfUse'],
                ] as const
              ).map(([key, name, label]) =>
                field(
                  `${id}-${key}`,
                  t(label, { currency: shown.currency }),
                  <input
                    id={`${id}-${key}`}
                    className={inputClass}
                    inputMode="decimal"
                    value={tariff[key]}
                    readOnly={readOnly}
                    {...invalid(`${at}.${name}`)}
                    onChange={(event) => {
                      editTariff(index, { [key]: event.target.value });
                    }}
                  />,
                ),
              )}
            </div>
            {!readOnly && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => {
                  edit({ tariffs: shown.tariffs.filter((_, i) => i !== index) });
                }}
              >
                {t('history.TariffRemove', { n: index + 1 })}
              </button>
            )}
          </fieldset>
        );
      })}
      {bad !== '' && (
        <p id={`${ids}-bad`} className="text-danger-emphasis small">
          {t('history.SettingsFix')}
        </p>
      )}
      {readOnly ? (
        <p>
          <Link to={loginPath('/history?view=tariffs')}>{t('history.TariffsLogin')}</Link>
        </p>
      ) : (
        <div className="d-flex gap-2 flex-wrap">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => {
              edit({
                tariffs: [...shown.tariffs, { from: today, feedIn: '', consumption: '', selfUse: '30' }],
              });
            }}
          >
            {t('history.TariffAdd')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={status.kind === 'busy'}>
            {t('history.SettingsSave')}
          </button>
        </div>
      )}
      <StatusLine status={status} />
    </form>
  );
}
