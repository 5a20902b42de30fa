import type { ExportFormat, ExportResolution } from '@dtu-web/protocol';
import { useId, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { loginPath, useUser } from '../../lib/auth/index.ts';
import { addDays, downloadExport, importYields } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { DateField } from './DateField.tsx';

type Status =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

function StatusLine({ status }: { status: Status }) {
  if (status.kind === 'done')
    return (
      <p role="status" className="text-success-emphasis">
        {status.text}
      </p>
    );
  if (status.kind === 'failed')
    return (
      <p role="alert" className="text-danger-emphasis">
        {status.text}
      </p>
    );
  return null;
}

/** Export any range (CSV or JSON) and, for the admin, import past daily yields from a CSV. */
export function TransferView({ today }: { today: string }) {
  const { t } = useI18n();
  const user = useUser();
  const ids = useId();
  const [from, setFrom] = useState(() => addDays(today, -30));
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [resolution, setResolution] = useState<ExportResolution>('day');
  const [exported, setExported] = useState<Status>({ kind: 'idle' });
  const [file, setFile] = useState<File | null>(null);
  const [imported, setImported] = useState<Status>({ kind: 'idle' });
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

  async function onImport(event: SyntheticEvent): Promise<void> {
    event.preventDefault();
    if (!file) return;
    setImported({ kind: 'busy' });
    try {
      const result = await importYields(file);
      setImported({
        kind: 'done',
        text: t('history.Imported', { imported: result.imported, skipped: result.skipped }),
      });
    } catch (error) {
      setImported({
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
      <form className="mt-4" onSubmit={(event) => void onImport(event)} aria-labelledby={`${ids}-import`}>
        <h2 className="fs-5" id={`${ids}-import`}>
          {t('history.Import')}
        </h2>
        <p className="text-body-secondary">{t('history.ImportHelp')}</p>
        {user ? (
          <>
            <label className="form-label" htmlFor={`${ids}-file`}>
              {t('history.ImportFile')}
            </label>
            <input
              id={`${ids}-file`}
              type="file"
              accept=".csv,text/csv"
              className="form-control mb-2"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setImported({ kind: 'idle' });
              }}
            />
            <button type="submit" className="btn btn-secondary" disabled={!file || imported.kind === 'busy'}>
              {t('history.ImportButton')}
            </button>
            <StatusLine status={imported} />
          </>
        ) : (
          <p>
            <Link to={loginPath('/history?view=data')}>{t('history.ImportLogin')}</Link>
          </p>
        )}
      </form>
    </div>
  );
}
