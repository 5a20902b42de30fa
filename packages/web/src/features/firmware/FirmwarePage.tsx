import { endpoints } from '@dtu-web/protocol';
import '../../styles/card.scss';
import { useRef, useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { FormRow } from '../../components/FormField.tsx';
import { GatewayRestartNotice } from '../../components/GatewayRestartNotice.tsx';
import { PageFrame } from '../../components/PageFrame.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { api, uploadFailureText } from '../../lib/api/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { useGatewayRestart } from '../../lib/restart/index.ts';
import { computeMd5 } from './md5.ts';

type Upload =
  | { kind: 'idle' }
  | { kind: 'hashing'; fraction: number }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'success' }
  | { kind: 'error'; text: string };

const FIRMWARE_NAME = /\.bin(\.gz)?$/i;

/**
 * Firmware upgrade over the air (device-api §1.15): the file's MD5 (computed in a worker), then a
 * multipart upload of MD5 and image with progress; success hands over to the restart wait.
 */
export default function FirmwarePage() {
  const { t, format } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });
  const restart = useGatewayRestart();

  async function send(chosen: File): Promise<void> {
    setUpload({ kind: 'hashing', fraction: 0 });
    let md5: string;
    try {
      md5 = await computeMd5(chosen, (fraction) => {
        setUpload({ kind: 'hashing', fraction });
      });
    } catch (error) {
      console.error('Firmware MD5 failed:', error);
      setUpload({ kind: 'error', text: t('firmware.Md5Failed') });
      return;
    }
    // The device reads MD5 when the first chunk of the image arrives: it must come first.
    const body = new FormData();
    body.append('MD5', md5);
    body.append('firmware', chosen, chosen.name);
    setUpload({ kind: 'uploading', fraction: 0 });
    try {
      const answer = await api.upload(endpoints.firmwareUpdate, body, (fraction) => {
        setUpload({ kind: 'uploading', fraction });
      });
      const failure = uploadFailureText(answer);
      if (failure !== undefined) {
        setUpload({ kind: 'error', text: failure });
        return;
      }
      setUpload({ kind: 'success' });
      restart.start();
    } catch (error) {
      setUpload({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  }

  function start(): void {
    if (file === null) setFileError(t('firmware.NoFileSelected'));
    else if (!FIRMWARE_NAME.test(file.name)) setFileError(t('firmware.WrongFile'));
    else {
      setFileError(undefined);
      void send(file);
      return;
    }
    input.current?.focus();
  }

  const size = file?.size ?? 0;
  const kb = (bytes: number): string => format.kilobyte(Math.round(bytes / 1024));
  return (
    <PageFrame title={t('firmware.Title')}>
      {upload.kind === 'idle' ? (
        <section className="card mb-4" aria-labelledby="firmware-file">
          <h2 className="card-header fs-5" id="firmware-file">
            {t('firmware.SelectFile')}
          </h2>
          <div className="card-body">
            <FormRow label={t('firmware.File')} error={fileError} hint={t('firmware.FileHint')}>
              {({ id, describedBy, invalid }) => (
                <input
                  ref={input}
                  id={id}
                  type="file"
                  accept=".bin,.bin.gz"
                  className={`form-control${invalid ? ' is-invalid' : ''}`}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => {
                    setFile(event.currentTarget.files?.[0] ?? null);
                    setFileError(undefined);
                  }}
                />
              )}
            </FormRow>
            <button type="button" className="btn btn-primary" onClick={start}>
              {t('firmware.Upload')}
            </button>
          </div>
        </section>
      ) : (
        <section className="card mb-4" aria-labelledby="firmware-status">
          <h2 className="card-header fs-5" id="firmware-status">
            {t('firmware.OtaStatus')}
          </h2>
          <div className="card-body">
            {upload.kind === 'hashing' && (
              <>
                <p role="status">{t('firmware.Hashing')}</p>
                <ProgressBar
                  fraction={upload.fraction}
                  label={t('firmware.HashProgress')}
                  text={format.percent(upload.fraction)}
                />
              </>
            )}
            {upload.kind === 'uploading' && (
              <>
                <p role="status">{t('firmware.Uploading', { name: file?.name ?? '' })}</p>
                <ProgressBar
                  fraction={upload.fraction}
                  label={t('firmware.UploadProgress')}
                  text={t('firmware.Progress', {
                    percent: format.percent(upload.fraction),
                    done: kb(upload.fraction * size),
                    total: kb(size),
                  })}
                />
              </>
            )}
            {upload.kind === 'success' && (
              <>
                <Alert variant="success">{t('firmware.Success')}</Alert>
                <GatewayRestartNotice restart={restart} />
              </>
            )}
            {upload.kind === 'error' && (
              <>
                <Alert variant="danger">
                  <strong>{t('firmware.Failed')}</strong>{' '}
                  <span data-testid="firmware-error">{upload.text}</span>
                </Alert>
                <div className="d-flex flex-wrap gap-3">
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => {
                      if (file !== null) void send(file);
                    }}
                  >
                    {t('firmware.Retry')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => {
                      setFile(null);
                      setUpload({ kind: 'idle' });
                    }}
                  >
                    {t('firmware.Back')}
                  </button>
                </div>
              </>
            )}
          </div>
        </section>
      )}
    </PageFrame>
  );
}
