import { endpoints } from '@dtu-web/protocol';
import { Modal } from '../../../components/Modal.tsx';
import { ResultAlert } from '../../../components/ResultAlert.tsx';
import { api } from '../../../lib/api/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { InfoRows, LoadedView } from './Loaded.tsx';
import type { DialogProps } from './kinds.ts';
import { SetStatusBadge } from './SetStatus.tsx';
import { useCommand } from './useCommand.ts';
import { useLoad } from '../../../lib/api/useLoad.ts';

const STATUS_REFRESH_MS = 2000;

/** Turns the inverter on or off, or restarts it, showing the last command's status. */
export function PowerDialog({ serial, title, onClose }: DialogProps) {
  const { t } = useI18n();
  const { current: loaded } = useLoad(() => api.get(endpoints.powerStatus), { refreshMs: STATUS_REFRESH_MS });
  const command = useCommand(endpoints.powerConfigSave, onClose);
  return (
    <Modal open title={title(t('live.PowerSettings'))} onClose={onClose}>
      <LoadedView loaded={loaded}>
        {(statuses) => {
          const status = statuses[serial]?.power_set_status;
          return (
            <InfoRows rows={[[t('live.LastCommand'), status ? <SetStatusBadge status={status} /> : '–']]} />
          );
        }}
      </LoadedView>
      <ResultAlert result={command.result} onClose={command.clear} />
      <div className="live-row">
        <button
          type="button"
          className="btn btn-success"
          disabled={command.busy}
          onClick={() => void command.send({ serial, power: true })}
        >
          {t('live.TurnOn')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={command.busy}
          onClick={() => void command.send({ serial, power: false })}
        >
          {t('live.TurnOff')}
        </button>
        <button
          type="button"
          className="btn btn-warning"
          disabled={command.busy}
          onClick={() => void command.send({ serial, restart: true })}
        >
          {t('live.Restart')}
        </button>
      </div>
    </Modal>
  );
}
