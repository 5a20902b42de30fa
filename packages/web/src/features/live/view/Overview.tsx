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

type Column = (format: Formatters, inverter: LiveInverter | undefined) => string;

// Power and yield first: on a phone they are what fits next to the name; the limit is a swipe away.
const columns: readonly Column[] = [
  (format, inverter) =>
    shown(format, inverter && hasChannels(inverter) ? inverter.AC['0']?.Power : undefined),
  (format, inverter) =>
    shown(format, inverter && hasChannels(inverter) ? inverter.INV['0']?.YieldDay : undefined),
  limitText,
];

function Cell({ serial, column }: { serial: string; column: Column }) {
  const { format } = useI18n();
  const text = useCallback(() => column(format, liveStore.inverter(serial)), [serial, column, format]);
  return (
    <td className="live-value">
      <StoreText subscribe={liveStore.subscriberFor(serial)} text={text} className="live-cell" />
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
      {columns.map((column, index) => (
        <Cell key={index} serial={item.serial} column={column} />
      ))}
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
            <th scope="col">
              <span className="live-state-text">{t('live.State')}</span>
            </th>
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
