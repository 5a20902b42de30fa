import { useEffect } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';
import { useLiveSelect, type InverterState } from '../../../lib/live/index.ts';
import {
  powerWatch,
  usePowerOnItsWay,
  type PowerAction,
  type PowerOnItsWay as Command,
} from '../powerWatch.ts';
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

/**
 * Whether the live data shows what the command asked for: the inverter off or on (the live data is the
 * truth, even before the gateway's acknowledgement was read), a restart once acknowledged.
 */
function shows(command: Command, state: InverterState): boolean {
  if (command.phase === 'failed') return false;
  if (command.action === 'on') return state === 'producing';
  // Unreachable is no sign the command arrived: then only with the gateway's acknowledgement.
  if (command.action === 'off')
    return state === 'idle' || (command.phase === 'done' && state !== 'producing');
  return command.phase === 'done';
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
  const caughtUp = command !== undefined && shows(command, state);
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
