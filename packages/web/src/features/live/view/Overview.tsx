import type { LiveValue } from '@dtu-web/protocol';
import { memo, useCallback, useRef } from 'react';
import { useI18n, type Formatters } from '../../../lib/i18n/index.ts';
import {
  hasChannels,
  liveStore,
  useLiveSelect,
  type InverterListItem,
  type LiveInverter,
} from '../../../lib/live/index.ts';
import { useStaleMarker } from './DataAge.tsx';
import { selectState } from './InverterHeader.tsx';
import { LimitOnItsWay } from './LimitOnItsWay.tsx';
import { StateLabel } from './StateBadge.tsx';
import { StoreText } from './StoreText.tsx';

const shown = (format: Formatters, value: LiveValue | undefined): string =>
  value ? `${format.fixed(value.v, value.d)} ${value.u}` : '–';

/** "100 % (1,500 W)", or only the percentage while max power is unknown. */
export const limitText = (format: Formatters, inverter: LiveInverter | undefined): string =>
  inverter
    ? `${format.decimal(inverter.limit_relative)} %${
        inverter.limit_absolute >= 0 ? ` (${format.decimal(inverter.limit_absolute)} W)` : ''
      }`
    : '–';

/** "100 %": the limit where only the percentage fits (phones). */
const limitPercent = (format: Formatters, inverter: LiveInverter | undefined): string =>
  inverter ? `${format.decimal(inverter.limit_relative)} %` : '–';

type Column = (format: Formatters, inverter: LiveInverter | undefined) => string;

const power: Column = (format, inverter) =>
  shown(format, inverter && hasChannels(inverter) ? inverter.AC['0']?.Power : undefined);
const yieldDay: Column = (format, inverter) =>
  shown(format, inverter && hasChannels(inverter) ? inverter.INV['0']?.YieldDay : undefined);

function Value({ serial, column, className }: { serial: string; column: Column; className: string }) {
  const { format } = useI18n();
  const text = useCallback(() => column(format, liveStore.inverter(serial)), [serial, column, format]);
  return <StoreText subscribe={liveStore.subscriberFor(serial)} text={text} className={className} />;
}

function Cell({ serial, column }: { serial: string; column: Column }) {
  return (
    <td className="live-value">
      <Value serial={serial} column={column} className="live-cell" />
    </td>
  );
}

/** The limit with its watts on wide screens, in % only on phones (the header shows the watts). */
function LimitCell({ serial }: { serial: string }) {
  return (
    <td className="live-value">
      <Value serial={serial} column={limitText} className="live-cell live-wide-only" />
      <Value serial={serial} column={limitPercent} className="live-cell live-phone-only" />
      <LimitOnItsWay serial={serial} narrow />
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
        <StateLabel state={state} />
      </td>
      <Cell serial={item.serial} column={power} />
      <Cell serial={item.serial} column={yieldDay} />
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
            <th scope="col">{t('live.Inverter')}</th>
            <th scope="col">{t('live.State')}</th>
            <th scope="col">{t('live.Power')}</th>
            <th scope="col">{t('live.YieldDay')}</th>
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
