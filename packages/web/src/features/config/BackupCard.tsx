import { endpoints, withQuery } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { api } from '../../lib/api/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';

/** Saves a blob under `name` through a temporary download link. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by then; the object URL only holds memory.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Backup: every file the gateway lists, each downloaded byte for byte under its own name. */
export function BackupCard() {
  const { t } = useI18n();
  const [files, setFiles] = useState<string[] | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState<string | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get(endpoints.configList, controller.signal)
      .then((list) => {
        setFiles(list.configs.map((file) => file.name));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(t('config.ListFailed', { message: errorText(error) }));
      });
    return () => {
      controller.abort();
    };
  }, [t]);

  async function download(name: string): Promise<void> {
    setBusy(name);
    setFailure(undefined);
    try {
      const response = await api.request(withQuery(endpoints.configGet, { file: name }));
      saveFile(await response.blob(), name);
    } catch (error) {
      setFailure(t('config.DownloadFailed', { name, message: errorText(error) }));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <section className="card mb-4" aria-labelledby="config-backup">
      <h2 className="card-header fs-5" id="config-backup">
        {t('config.Backup')}
      </h2>
      <div className="card-body">
        <p>{t('config.BackupHint')}</p>
        {failure !== undefined && <Alert variant="danger">{failure}</Alert>}
        {files === undefined && failure === undefined && (
          <div className="spinner-border spinner-border-sm" role="status">
            <span className="visually-hidden">{t('common.Loading')}</span>
          </div>
        )}
        {files !== undefined && files.length === 0 && <p>{t('config.NoFiles')}</p>}
        {files !== undefined && files.length > 0 && (
          <ul className="config-files">
            {files.map((name) => (
              <li key={name} className="d-flex flex-wrap align-items-center gap-3">
                <code className="fs-6">{name}</code>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy !== undefined}
                  aria-label={t('config.DownloadFile', { name })}
                  onClick={() => void download(name)}
                >
                  {busy === name && (
                    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  )}
                  {t('config.Download')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
