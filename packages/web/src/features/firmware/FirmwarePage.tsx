import { endpoints } from '@dtu-web/protocol';
import '../../styles/card.scss';
import { useRef, useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { FileInput } from '../../components/FileInput.tsx';
import { FormRow } from '../../components/FormField.tsx';
import { GatewayRestartNotice } from '../../components/GatewayRestartNotice.tsx';
import { PageFrame } from '../../components/PageFrame.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { api, uploadFailure } from '../../lib/api/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { useGatewayRestart } from '../../lib/restart/index.ts';
import { imageProblem } from './imageCheck.ts';
import { computeMd5 } from './md5.ts';

type Upload =
  | { kind: 'idle' }
  | { kind: 'hashing'; fraction: number }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'success' }
  | { kind: 'error'; text: string; retryable: boolean };

/**
 * The gateway's answer when the image fails its MD5 or ends early (device-api §1.15): the file was
 * damaged on the way, so sending it again can succeed — unlike its other refusals.
 */
const DAMAGED_ON_THE_WAY = 'Could not end OTA';

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
      setUpload({ kind: 'error', text: t('firmware.Md5Failed'), retryable: true });
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
      const failure = uploadFailure(answer);
      if (failure !== undefined) {
        const damaged = answer.text.trim() === DAMAGED_ON_THE_WAY;
        setUpload({ kind: 'error', text: failure.text, retryable: failure.retryable || damaged });
        return;
      }
      setUpload({ kind: 'success' });
      restart.start();
    } catch (error) {
      // No answer at all (the network, a gateway busy restarting): worth another try.
      setUpload({
        kind: 'error',
        text: error instanceof Error ? error.message : String(error),
        retryable: true,
      });
    }
  }

  async function start(): Promise<void> {
    const problem = file === null ? 'firmware.NoFileSelected' : await imageProblem(file);
    if (file !== null && problem === undefined) {
      setFileError(undefined);
      void send(file);
      return;
    }
    setFileError(t(problem ?? 'firmware.NoFileSelected'));
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
                <FileInput
                  ref={input}
                  id={id}
                  accept=".bin,.bin.gz"
                  invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(event) => {
                    setFile(event.currentTarget.files?.[0] ?? null);
                    setFileError(undefined);
                  }}
                />
              )}
            </FormRow>
            <button type="button" className="btn btn-primary" onClick={() => void start()}>
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
                  {!upload.retryable && <span className="d-block mt-2">{t('firmware.RetryWontHelp')}</span>}
                </Alert>
                <div className="d-flex flex-wrap gap-3">
                  {upload.retryable && (
                    <button
                      type="button"
                      className="btn btn-primary"
                      onClick={() => {
                        if (file !== null) void send(file);
                      }}
                    >
                      {t('firmware.Retry')}
                    </button>
                  )}
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
