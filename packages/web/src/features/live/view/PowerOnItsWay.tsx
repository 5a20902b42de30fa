import { useEffect } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';
import { useLiveSelect, type InverterState } from '../../../lib/live/index.ts';
import { powerWatch, usePowerOnItsWay, type PowerAction } from '../powerWatch.ts';
import { selectState } from './selectState.ts';

const pendingKey: Record<PowerAction, string> = {
  off: 'live.PowerTurningOff',
  on: 'live.PowerTurningOn',
  restart: 'live.PowerRestarting',
};
const failedKey: Record<PowerAction, string> = {
  off: 'live.PowerOffFailed',
  on: 'live.PowerOnFailed',
  restart: 'live.PowerRestartFailed',
};

/** Whether the live data shows what an acknowledged command asked for (a restart: acknowledged is all). */
function shows(action: PowerAction, state: InverterState): boolean {
  if (action === 'on') return state === 'producing';
  if (action === 'off') return state !== 'producing';
  return true;
}

/**
 * A power command on its way, beside the inverter's state (header, overview row): "Turning off…" from
 * the moment the gateway accepted it until the live data shows the inverter off, or the failure while
 * the gateway keeps re-sending it (see powerWatch.ts).
 */
export function PowerOnItsWay({ serial, announce = false }: { serial: string; announce?: boolean }) {
  const { t } = useI18n();
  const command = usePowerOnItsWay(powerWatch, serial);
  const state = useLiveSelect(serial, selectState);
  const caughtUp = command?.phase === 'done' && shows(command.action, state);
  useEffect(() => {
    if (caughtUp) powerWatch.settle(serial);
  }, [caughtUp, serial]);

  if (!command || caughtUp) return null;
  const failed = command.phase === 'failed';
  return (
    <span
      className="live-badge live-limit-mark"
      data-tone={failed ? 'danger' : 'warning'}
      data-testid="power-on-its-way"
      data-action={command.action}
      role={announce ? 'status' : undefined}
    >
      {t((failed ? failedKey : pendingKey)[command.action])}
    </span>
  );
}
