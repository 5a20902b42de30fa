import type { LiveValue } from '@dtu-web/protocol';
import { memo, useCallback, useRef } from 'react';
import { useI18n, type Formatters } from '../../../lib/i18n/index.ts';
import {
  gatewayNight,
  hasChannels,
  liveStore,
  useLiveSelect,
  type InverterListItem,
  type LiveInverter,
} from '../../../lib/live/index.ts';
import { useStaleMarker } from './DataAge.tsx';
import { limitShown, type ShownLimit } from './limitShown.ts';
import { selectState } from './selectState.ts';
import { LimitMark, PowerMark } from './OnItsWay.tsx';
import { StateLabel } from './StateBadge.tsx';
import { limitValue, sampleText, valueText } from './samples.ts';
import { StoreText } from './StoreText.tsx';

const shown = (format: Formatters, value: LiveValue | undefined): string =>
  value ? valueText(format, value) : '–';

/** The limit to show (limitShown.ts): never a 0 % the gateway reports for a limit it does not know. */
function shownLimit(inverter: LiveInverter | undefined): ShownLimit | undefined {
  if (!inverter) return undefined;
  const asleep = !inverter.producing && gatewayNight() !== null;
  return limitShown(inverter.serial, inverter.limit_relative, inverter.limit_absolute, asleep);
}

/** "100 % (1,500 W)", or only the percentage while max power is unknown. */
const limitText = (format: Formatters, inverter: LiveInverter | undefined): string => {
  const limit = shownLimit(inverter);
  return limit ? limitValue(format, limit.relative, limit.absolute) : '–';
};

/** "100 %": the limit where only the percentage fits (phones). */
const limitPercent = (format: Formatters, inverter: LiveInverter | undefined): string => {
  const limit = shownLimit(inverter);
  return limit ? limitValue(format, limit.relative, -1) : '–';
};

type Column = (format: Formatters, inverter: LiveInverter | undefined) => string;

const power: Column = (format, inverter) =>
  shown(format, inverter && hasChannels(inverter) ? inverter.AC['0']?.Power : undefined);
const yieldDay: Column = (format, inverter) =>
  shown(format, inverter && hasChannels(inverter) ? inverter.INV['0']?.YieldDay : undefined);

/** The widest text a column can hold, which sizes it (see StoreText). */
type Sample = (format: Formatters) => string;

const limitSample: Sample = (format) => limitValue(format, 100, 99999);
const limitPercentSample: Sample = (format) => limitValue(format, 100, -1);

function Value({
  serial,
  column,
  sample,
  className,
}: {
  serial: string;
  column: Column;
  sample: Sample;
  className?: string;
}) {
  const { format } = useI18n();
  const text = useCallback(() => column(format, liveStore.inverter(serial)), [serial, column, format]);
  return (
    <StoreText
      subscribe={liveStore.subscriberFor(serial)}
      text={text}
      sample={sample(format)}
      className={className}
    />
  );
}

function Cell({ serial, column, field }: { serial: string; column: Column; field: string }) {
  return (
    <td className="live-value">
      <Value serial={serial} column={column} sample={(format) => sampleText(format, field)} />
    </td>
  );
}

/** The limit with its watts on wide screens, in % only on phones (the header shows the watts). */
function LimitCell({ serial }: { serial: string }) {
  return (
    <td className="live-value">
      <Value serial={serial} column={limitText} sample={limitSample} className="live-wide-only" />
      <Value serial={serial} column={limitPercent} sample={limitPercentSample} className="live-phone-only" />
      <LimitMark serial={serial} narrow />
    </td>
  );
}

/** One compact row: React renders it when the state changes; the numbers follow the frames. */
const OverviewRow = memo(function OverviewRow({
  item,
  onSelect,
}: {
  item: InverterListItem;
  onSelect: (serial: string) => void;
}) {
  const state = useLiveSelect(item.serial, selectState);
  const row = useRef<HTMLTableRowElement>(null);
  useStaleMarker(item.serial, row);
  return (
    <tr ref={row} data-testid="overview-row">
      <th scope="row">
        <button
          type="button"
          className="btn btn-link p-0"
          onClick={() => {
            onSelect(item.serial);
          }}
        >
          {item.name}
        </button>
      </th>
      <td>
        <StateLabel state={state} /> <PowerMark serial={item.serial} />
      </td>
      <Cell serial={item.serial} column={power} field="Power" />
      <Cell serial={item.serial} column={yieldDay} field="YieldDay" />
      <LimitCell serial={item.serial} />
    </tr>
  );
});

/** All inverters at a glance: state, power, yield today and limit, one row each. */
export function Overview({
  list,
  onSelect,
}: {
  list: readonly InverterListItem[];
  onSelect: (serial: string) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="live-scroll">
      <table className="live-table">
        <caption>{t('live.Overview')}</caption>
        <thead>
          <tr>
            <th scope="col">
              {/* Phones: short headers, or "Wechselrichter" and "Production du jour" leave the
                  inverters' names too little room at 360 px. */}
              <span className="live-wide-only">{t('live.Inverter')}</span>
              <span className="live-phone-only">{t('live.Name')}</span>
            </th>
            <th scope="col">{t('live.State')}</th>
            <th scope="col">{t('live.Power')}</th>
            <th scope="col">
              <span className="live-wide-only">{t('live.YieldDay')}</span>
              <span className="live-phone-only">{t('live.Today')}</span>
            </th>
            <th scope="col">{t('live.Limit')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((item) => (
            <OverviewRow key={item.serial} item={item} onSelect={onSelect} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
