import { useUser } from '../../../lib/auth/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { hasChannels, useGatewayNight, useLiveSelect, type LiveInverter } from '../../../lib/live/index.ts';
import type { DialogKind } from '../dialogs/kinds.ts';
import { DataAge } from './DataAge.tsx';
import { LimitMark, PowerMark } from './OnItsWay.tsx';
import { limitShown } from './limitShown.ts';
import { limitValue } from './samples.ts';
import { selectState } from './selectState.ts';
import { StateLabel, stateTone } from './StateBadge.tsx';
import { unreadEvents, useSeenEvents } from './seenEvents.ts';

// Primitive selections: the header re-renders when one of them changes, not on every frame.
const selectRelative = (inverter: LiveInverter | undefined): number => inverter?.limit_relative ?? 0;
const selectAbsolute = (inverter: LiveInverter | undefined): number => inverter?.limit_absolute ?? -1;
const selectEvents = (inverter: LiveInverter | undefined): number =>
  inverter && hasChannels(inverter) ? inverter.events : 0;

/** The dialog buttons; the first two change the inverter and need a login. */
const buttons = [
  ['limit', 'live.LimitSettings', true],
  ['power', 'live.PowerSettings', true],
  ['info', 'live.DeviceInfo', false],
  ['events', 'live.EventLog', false],
  ['grid', 'live.GridProfile', false],
] as const satisfies readonly (readonly [DialogKind, string, boolean])[];

export interface InverterHeaderProps {
  serial: string;
  name: string;
  onOpen: (kind: DialogKind) => void;
}

/** Name, state (colour, icon, text), data age, limit, unread events and the dialog buttons. */
export function InverterHeader({ serial, name, onOpen }: InverterHeaderProps) {
  const { t, format } = useI18n();
  const state = useLiveSelect(serial, selectState);
  const relative = useLiveSelect(serial, selectRelative);
  const absolute = useLiveSelect(serial, selectAbsolute);
  const events = useLiveSelect(serial, selectEvents);
  const unread = unreadEvents(serial, events, useSeenEvents());
  const loggedIn = useUser() !== null;
  const hintId = `${serial}-login`;
  // A 0 % the gateway reports is a limit it does not know; at night the one seen while producing stands.
  const asleep = useGatewayNight() !== null && state !== 'producing';
  const shown = limitShown(serial, relative, absolute, asleep);
  const limit = shown ? limitValue(format, shown.relative, shown.absolute) : '–';

  return (
    <header className="live-header" data-tone={stateTone[state]} data-testid="inverter-header">
      <div className="live-line">
        <h2 className="fs-5 mb-0">{name}</h2>
        <span>{`${t('live.SerialNumber')} ${serial}`}</span>
        <StateLabel state={state} />
        <PowerMark serial={serial} announce />
      </div>
      <div className="live-line">
        <DataAge serial={serial} />
        <span>
          <span data-testid="inverter-limit">
            {t(asleep && shown?.kept ? 'live.LimitKept' : 'live.LimitValue', { limit })}
          </span>
          <LimitMark serial={serial} announce />
        </span>
      </div>
      <div className="live-line">
        {buttons.map(([kind, label, guarded]) => (
          <button
            key={kind}
            type="button"
            className="btn btn-sm live-btn"
            disabled={guarded && !loggedIn}
            aria-describedby={guarded && !loggedIn ? hintId : undefined}
            onClick={() => {
              onOpen(kind);
            }}
          >
            {t(label)}
            {kind === 'events' && events > 0 && (
              <span className="live-badge" data-tone="dark" data-testid="unread-events">
                {unread > 0 ? t('live.Unread', { count: unread }) : format.decimal(events)}
              </span>
            )}
          </button>
        ))}
        {!loggedIn && <small id={hintId}>{t('live.LoginToChange')}</small>}
      </div>
    </header>
  );
}
