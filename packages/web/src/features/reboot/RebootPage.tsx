import '../../styles/card.scss';
import { endpoints, type RebootRequest } from '@dtu-web/protocol';
import { useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { GatewayRestartNotice } from '../../components/GatewayRestartNotice.tsx';
import { PageFrame } from '../../components/PageFrame.tsx';
import { errorResult, ResultAlert } from '../../components/ResultAlert.tsx';
import { api, type ApiResult } from '../../lib/api/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { backNoteOfThisLoad, useGatewayRestart } from '../../lib/restart/index.ts';

/** Restart the device after a confirmation (POST {reboot: true}), then wait for it to come back. */
export default function RebootPage() {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const restart = useGatewayRestart();
  // The app reloads once the gateway is back: this screen, reloaded, says the restart worked.
  const [done, setDone] = useState(() => backNoteOfThisLoad() === 'rebooted');

  async function reboot(): Promise<void> {
    setConfirming(false);
    setBusy(true);
    try {
      const body: RebootRequest = { reboot: true };
      const answer = await api.post(endpoints.reboot, body);
      setResult(answer);
      if (answer.code === 6001) {
        setDone(false);
        restart.start('rebooted');
      }
    } catch (error) {
      setResult(errorResult(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame title={t('reboot.Title')}>
      <ResultAlert
        result={result}
        onClose={() => {
          setResult(null);
        }}
      />
      <GatewayRestartNotice restart={restart} />
      <section className="card" aria-labelledby="reboot-header">
        <h2 className="card-header fs-5" id="reboot-header">
          {t('reboot.Header')}
        </h2>
        <div className="card-body">
          {done && (
            <div data-testid="reboot-done">
              <Alert
                variant="success"
                onClose={() => {
                  setDone(false);
                }}
              >
                {t('reboot.Done')}
              </Alert>
            </div>
          )}
          <button
            type="button"
            className="btn btn-danger mb-3"
            disabled={busy || restart.phase !== 'idle'}
            onClick={() => {
              setConfirming(true);
            }}
          >
            {t('reboot.Reboot')}
          </button>
          <Alert variant="warning">{t('reboot.Hint')}</Alert>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        title={t('reboot.ConfirmTitle')}
        confirmLabel={t('reboot.Reboot')}
        onConfirm={() => void reboot()}
        onCancel={() => {
          setConfirming(false);
        }}
      >
        {t('reboot.ConfirmText')}
      </ConfirmDialog>
    </PageFrame>
  );
}
