import '../../styles/card.scss';
import './config.scss';
import { useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { GatewayRestartNotice } from '../../components/GatewayRestartNotice.tsx';
import { PageFrame } from '../../components/PageFrame.tsx';
import { ResultAlert } from '../../components/ResultAlert.tsx';
import type { ApiResult } from '../../lib/api/index.ts';
import { useFirmware } from '../../lib/firmware/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { useGatewayRestart } from '../../lib/restart/index.ts';
import { BackupCard } from './BackupCard.tsx';
import { ResetCard } from './ResetCard.tsx';
import { RestoreCard } from './RestoreCard.tsx';
import { restoreTargets, type RestoreTarget } from './restoreCheck.ts';

/**
 * Configuration management: backup, restore and factory reset (device-api §1.14), in each release's
 * dialect: `/api/config/*` up to v24.10.x, the file API from v24.11.7 (firmware-versions.md §3.5).
 */
export default function ConfigPage() {
  const { t } = useI18n();
  const firmware = useFirmware();
  const fileApi = firmware.has('fileApi');
  const restart = useGatewayRestart();
  const [restored, setRestored] = useState<RestoreTarget | null>(null);
  const [result, setResult] = useState<ApiResult | null>(null);

  function onReset(answer: ApiResult): void {
    setResult(answer);
    if (answer.type === 'success' && answer.code === 3002) restart.start();
  }

  return (
    <PageFrame title={t('config.Title')} loading={firmware.status === 'loading'}>
      {firmware.status === 'failed' && <Alert variant="danger">{t('config.FirmwareUnknown')}</Alert>}
      <ResultAlert
        result={result}
        onClose={() => {
          setResult(null);
        }}
      />
      {restored !== null && <Alert variant="success">{t('config.Restored', { name: restored })}</Alert>}
      <GatewayRestartNotice restart={restart} />
      {restart.phase === 'idle' && firmware.identity !== undefined && (
        <>
          <BackupCard fileApi={fileApi} onResult={setResult} />
          <RestoreCard
            targets={restoreTargets(firmware.has('languagePacks'))}
            fileApi={fileApi}
            onRestored={(target) => {
              setResult(null);
              setRestored(target);
              restart.start('restored');
            }}
          />
          <ResetCard onResult={onReset} fileApi={fileApi} />
        </>
      )}
    </PageFrame>
  );
}
