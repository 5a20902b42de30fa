import { endpoints, type FactoryResetRequest } from '@dtu-web/protocol';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { api, errorResult, type ApiResult } from '../../lib/api/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';

export interface ResetCardProps {
  /** The device's answer (3002 means it resets and restarts). */
  onResult: (result: ApiResult) => void;
  /** The gateway has the file API (v24.11.7+): the reset is `/api/file/delete_all` there. */
  fileApi: boolean;
}

/** Factory reset behind a confirmation: POST {delete: true} to /api/config/delete or /api/file/delete_all. */
export function ResetCard({ onResult, fileApi }: ResetCardProps) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function reset(): Promise<void> {
    setConfirming(false);
    setBusy(true);
    try {
      const body: FactoryResetRequest = { delete: true };
      onResult(await api.post(fileApi ? endpoints.fileDeleteAll : endpoints.configDelete, body));
    } catch (error) {
      onResult(errorResult(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card mb-4" aria-labelledby="config-reset">
      <h2 className="card-header fs-5" id="config-reset">
        {t('config.FactoryReset')}
      </h2>
      <div className="card-body">
        <p>{t('config.FactoryResetHint')}</p>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          onClick={() => {
            setConfirming(true);
          }}
        >
          {t('config.FactoryResetButton')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('config.FactoryResetTitle')}
        confirmLabel={t('config.FactoryResetConfirm')}
        onConfirm={() => void reset()}
        onCancel={() => {
          setConfirming(false);
        }}
      >
        {t('config.FactoryResetText')}
      </ConfirmDialog>
    </section>
  );
}
