import { endpoints, type PowerConfigRequest } from '@dtu-web/protocol';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { ResultAlert } from '../../../components/ResultAlert.tsx';
import { api } from '../../../lib/api/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { useLiveSelect } from '../../../lib/live/index.ts';
import { selectState } from '../view/selectState.ts';
import { powerWatch } from '../powerWatch.ts';
import { StateLabel } from '../view/StateBadge.tsx';
import { InfoRows, LoadedView } from './Loaded.tsx';
import type { DialogProps } from './kinds.ts';
import { SetStatusBadge } from './SetStatus.tsx';
import { useCommand } from './useCommand.ts';
import { useLoad } from '../../../lib/api/useLoad.ts';

const STATUS_REFRESH_MS = 2000;

/** The commands that stop the inverter feeding in: they are asked about first. */
type Asked = 'off' | 'restart';

/**
 * Turns the inverter on or off, or restarts it, showing its state now and the last command's
 * status. Turn off and Restart ask first (in the dialog's place); Turn on acts at once.
 */
export function PowerDialog({ serial, title, onClose }: DialogProps) {
  const { t } = useI18n();
  const { current: loaded } = useLoad(() => api.get(endpoints.powerStatus), { refreshMs: STATUS_REFRESH_MS });
  const command = useCommand(endpoints.powerConfigSave, onClose, (body: PowerConfigRequest) => {
    powerWatch.start(serial, body.power === undefined ? 'restart' : body.power ? 'on' : 'off');
  });
  const state = useLiveSelect(serial, selectState);
  const [asking, setAsking] = useState<Asked | null>(null);

  if (asking !== null) {
    const off = asking === 'off';
    return (
      <ConfirmDialog
        open
        title={title(off ? t('live.TurnOff') : t('live.Restart'))}
        confirmLabel={off ? t('live.TurnOff') : t('live.Restart')}
        confirmVariant={off ? 'danger' : 'warning'}
        onConfirm={() => {
          setAsking(null);
          void command.send(off ? { serial, power: false } : { serial, restart: true });
        }}
        onCancel={() => {
          setAsking(null);
        }}
      >
        {off ? t('live.ConfirmTurnOff') : t('live.ConfirmRestart')}
      </ConfirmDialog>
    );
  }

  return (
    <Modal open title={title(t('live.PowerSettings'))} onClose={onClose}>
      <LoadedView loaded={loaded}>
        {(statuses) => {
          const status = statuses[serial]?.power_set_status;
          return (
            <InfoRows
              rows={[
                [t('live.State'), <StateLabel key="state" state={state} />],
                [t('live.LastCommand'), status ? <SetStatusBadge status={status} /> : '–'],
              ]}
            />
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
          onClick={() => {
            setAsking('off');
          }}
        >
          {t('live.TurnOff')}
        </button>
        <button
          type="button"
          className="btn btn-warning"
          disabled={command.busy}
          onClick={() => {
            setAsking('restart');
          }}
        >
          {t('live.Restart')}
        </button>
      </div>
    </Modal>
  );
}
