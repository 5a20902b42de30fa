import type { ExportFormat, ExportResolution } from '@dtu-web/protocol';
import { useId, useState, type SyntheticEvent } from 'react';
import { addDays, downloadExport } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { DateField } from './DateField.tsx';
import { ImportForm } from './ImportForm.tsx';
import { StatusLine, type Status } from './StatusLine.tsx';

/** Export any range (CSV or JSON) and, for the admin, import past daily yields from a CSV. */
export function TransferView({ today }: { today: string }) {
  const { t } = useI18n();
  const ids = useId();
  const [from, setFrom] = useState(() => addDays(today, -30));
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [resolution, setResolution] = useState<ExportResolution>('day');
  const [exported, setExported] = useState<Status>({ kind: 'idle' });
  const rangeError = from > to ? t('history.RangeReversed') : '';

  async function onExport(event: SyntheticEvent): Promise<void> {
    event.preventDefault();
    if (rangeError) return;
    setExported({ kind: 'busy' });
    try {
      await downloadExport(from, to, format, resolution);
      setExported({ kind: 'idle' });
    } catch (error) {
      setExported({
        kind: 'failed',
        text: t('error.Request', { message: error instanceof Error ? error.message : String(error) }),
      });
    }
  }

  return (
    <div className="history-transfer">
      <form onSubmit={(event) => void onExport(event)} noValidate aria-labelledby={`${ids}-export`}>
        <h2 className="fs-5" id={`${ids}-export`}>
          {t('history.Export')}
        </h2>
        <div className="history-fields">
          <div>
            <label className="form-label" htmlFor={`${ids}-from`}>
              {t('history.From')}
            </label>
            <DateField
              id={`${ids}-from`}
              kind="day"
              value={from}
              min="2000-01-01"
              max={today}
              invalidRange={rangeError !== ''}
              describedBy={rangeError ? `${ids}-range` : undefined}
              onChange={setFrom}
            />
          </div>
          <div>
            <label className="form-label" htmlFor={`${ids}-to`}>
              {t('history.To')}
            </label>
            <DateField
              id={`${ids}-to`}
              kind="day"
              value={to}
              min="2000-01-01"
              max={today}
              invalidRange={rangeError !== ''}
              onChange={setTo}
            />
          </div>
          <div>
            <label className="form-label" htmlFor={`${ids}-resolution`}>
              {t('history.Resolution')}
            </label>
            <select
              id={`${ids}-resolution`}
              className="form-select"
              value={resolution}
              onChange={(event) => {
                setResolution(event.target.value as ExportResolution);
              }}
            >
              <option value="day">{t('history.ResolutionDay')}</option>
              <option value="5min">{t('history.Resolution5min')}</option>
              <option value="sample">{t('history.ResolutionSample')}</option>
            </select>
          </div>
          <fieldset>
            <legend className="form-label fs-6">{t('history.Format')}</legend>
            {(['csv', 'json'] as const).map((each) => (
              <div className="form-check form-check-inline" key={each}>
                <input
                  id={`${ids}-${each}`}
                  type="radio"
                  className="form-check-input"
                  name={`${ids}-format`}
                  checked={format === each}
                  onChange={() => {
                    setFormat(each);
                  }}
                />
                <label className="form-check-label" htmlFor={`${ids}-${each}`}>
                  {each.toUpperCase()}
                </label>
              </div>
            ))}
          </fieldset>
        </div>
        {rangeError && (
          <p id={`${ids}-range`} className="text-danger-emphasis small">
            {rangeError}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={exported.kind === 'busy'}>
          {t('history.Download')}
        </button>
        <StatusLine status={exported} />
      </form>
      <ImportForm />
    </div>
  );
}
