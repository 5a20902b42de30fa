import type { HistoryImportResult } from '@dtu-web/protocol';
import { useId, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { loginPath, useUser } from '../../lib/auth/index.ts';
import { importYields, parseDay } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { energyText } from '../../lib/units.ts';
import { importRefusal, looksLikeKwh } from './importRefusal.ts';
import { StatusLine, type Status } from './StatusLine.tsx';

/**
 * Import past daily yields (admin), in two steps: the companion reads the file without storing it and
 * the first lines show as it read them (date, energy in the unit understood, inverter); the owner
 * then imports — or picks another file.
 */
export function ImportForm() {
  const { t, locale, format } = useI18n();
  const user = useUser();
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<HistoryImportResult | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });

  function failed(error: unknown): void {
    // The companion's words about the file, in the owner's language (it did answer, and meant it).
    const message = error instanceof Error ? error.message : String(error);
    setStatus({ kind: 'failed', text: importRefusal(message, t) });
  }

  async function onCheck(event: SyntheticEvent): Promise<void> {
    event.preventDefault();
    if (!file) return;
    setStatus({ kind: 'busy' });
    setPreview(null);
    try {
      setPreview(await importYields(file, true));
      setStatus({ kind: 'idle' });
    } catch (error) {
      failed(error);
    }
  }

  async function onImport(): Promise<void> {
    if (!file) return;
    setStatus({ kind: 'busy' });
    try {
      const result = await importYields(file);
      setPreview(null);
      setStatus({
        kind: 'done',
        text: t('history.Imported', { imported: result.imported, skipped: result.skipped }),
      });
    } catch (error) {
      failed(error);
    }
  }

  return (
    <form className="mt-4" onSubmit={(event) => void onCheck(event)} aria-labelledby={`${ids}-import`}>
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
              setPreview(null);
              setStatus({ kind: 'idle' });
            }}
          />
          <button type="submit" className="btn btn-secondary" disabled={!file || status.kind === 'busy'}>
            {t('history.ImportCheck')}
          </button>
          {preview && (
            <section className="mt-3" aria-labelledby={`${ids}-preview`} data-testid="import-preview">
              <h3 className="fs-6" id={`${ids}-preview`}>
                {t('history.ImportPreview', { unit: preview.unit ?? 'Wh' })}
              </h3>
              <div className="table-responsive">
                <table className="table table-sm w-auto">
                  <thead>
                    <tr>
                      <th scope="col">{t('history.Day')}</th>
                      <th scope="col">{t('history.Energy')}</th>
                      <th scope="col">{t('history.ImportInverter')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(preview.preview ?? []).map((row, index) => (
                      <tr key={`${row.date}/${row.serial ?? ''}/${String(index)}`}>
                        <td>{date.format(parseDay(row.date))}</td>
                        <td>{energyText(format, row.wh)}</td>
                        <td>{row.serial ?? t('history.ImportWholePlant')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {looksLikeKwh(
                preview.unit,
                (preview.preview ?? []).map((row) => row.wh),
              ) && (
                <p className="text-warning-emphasis" data-testid="import-small">
                  {t('history.ImportSmallValues')}
                </p>
              )}
              {preview.skipped > 0 && (
                <p className="small">{t('history.ImportWouldSkip', { skipped: preview.skipped })}</p>
              )}
              <button
                type="button"
                className="btn btn-primary me-2"
                disabled={status.kind === 'busy'}
                onClick={() => void onImport()}
              >
                {t('history.ImportButton')}
              </button>
              <button
                type="button"
                className="btn btn-link"
                onClick={() => {
                  setPreview(null);
                }}
              >
                {t('history.ImportCancel')}
              </button>
            </section>
          )}
          <StatusLine status={status} />
        </>
      ) : (
        <p>
          <Link to={loginPath('/history?view=data')}>{t('history.ImportLogin')}</Link>
        </p>
      )}
    </form>
  );
}
