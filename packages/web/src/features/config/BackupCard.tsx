import { endpoints, withQuery, type FileEntry } from '@dtu-web/protocol';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { api, errorResult, type ApiResult } from '../../lib/api/index.ts';
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

/** The gateway's files: names only up to v24.10.x (`/api/config/list`), with sizes from v24.11.7. */
type Listed = { name: string; size?: number }[];

async function listFiles(fileApi: boolean, signal: AbortSignal): Promise<Listed> {
  if (!fileApi) return (await api.get(endpoints.configList, signal)).configs.map(({ name }) => ({ name }));
  const list: unknown = await api.get(endpoints.fileList, signal);
  if (!Array.isArray(list)) throw new Error(String(list));
  return (list as FileEntry[]).map(({ name, size }) => ({ name, size }));
}

export interface BackupCardProps {
  /** The gateway has the file API (v24.11.7+): sizes, and deleting one file. */
  fileApi: boolean;
  /** The answer to deleting one file (3003: takes effect after a restart). */
  onResult: (result: ApiResult) => void;
}

/** Backup: every file the gateway lists, each downloaded byte for byte under its own name. */
export function BackupCard({ fileApi, onResult }: BackupCardProps) {
  const { t, format } = useI18n();
  const [files, setFiles] = useState<Listed | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listFiles(fileApi, controller.signal)
      .then(setFiles)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(t('config.ListFailed', { message: errorText(error) }));
      });
    return () => {
      controller.abort();
    };
  }, [t, fileApi, revision]);

  async function download(name: string): Promise<void> {
    setBusy(name);
    setFailure(undefined);
    try {
      const response = await api.request(
        fileApi
          ? withQuery(endpoints.fileGet, { file: name })
          : withQuery(endpoints.configGet, { file: name }),
      );
      saveFile(await response.blob(), name);
    } catch (error) {
      setFailure(t('config.DownloadFailed', { name, message: errorText(error) }));
    } finally {
      setBusy(undefined);
    }
  }

  async function remove(name: string): Promise<void> {
    setDeleting(null);
    setBusy(name);
    try {
      onResult(await api.post(endpoints.fileDelete, { file: name }));
    } catch (error) {
      onResult(errorResult(error));
    } finally {
      setBusy(undefined);
      setRevision((value) => value + 1);
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
          <ul className="config-files" data-testid="config-files">
            {files.map(({ name, size }) => (
              <li key={name} className="d-flex flex-wrap align-items-center gap-3">
                <code className="fs-6">{name}</code>
                {size !== undefined && (
                  <span className="text-body-secondary">
                    {t('config.Size', { size: format.decimal0(size) })}
                  </span>
                )}
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
                {fileApi && (
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    disabled={busy !== undefined}
                    aria-label={t('config.DeleteFile', { name })}
                    onClick={() => {
                      setDeleting(name);
                    }}
                  >
                    {t('config.Delete')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('config.DeleteTitle', { name: deleting ?? '' })}
        confirmLabel={t('config.Delete')}
        onConfirm={() => {
          if (deleting !== null) void remove(deleting);
        }}
        onCancel={() => {
          setDeleting(null);
        }}
      >
        {t('config.DeleteText')}
      </ConfirmDialog>
    </section>
  );
}
