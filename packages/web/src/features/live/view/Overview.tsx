import type { LiveValue } from '@dtu-web/protocol';
import { memo, useRef } from 'react';
import { useI18n, type Formatters } from '../../../lib/i18n/index.ts';
import {
  hasChannels,
  inverterState,
  useLiveInverter,
  type InverterListItem,
} from '../../../lib/live/index.ts';
import { useStaleMarker } from './DataAge.tsx';
import { StateLabel } from './StateBadge.tsx';

const shown = (format: Formatters, value: LiveValue | undefined): string =>
  value ? `${format.fixed(value.v, value.d)} ${value.u}` : '–';

/** One compact row; it renders only for frames of its own inverter. */
const OverviewRow = memo(function OverviewRow({
  item,
  onSelect,
}: {
  item: InverterListItem;
  onSelect: (serial: string) => void;
}) {
  const { format } = useI18n();
  const inverter = useLiveInverter(item.serial);
  const row = useRef<HTMLTableRowElement>(null);
  useStaleMarker(item.serial, row);
  if (!inverter) return null;
  const channels = hasChannels(inverter) ? inverter : undefined;
  const limit =
    inverter.limit_absolute >= 0
      ? `${format.decimal(inverter.limit_relative)} % (${format.decimal(inverter.limit_absolute)} W)`
      : `${format.decimal(inverter.limit_relative)} %`;
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
        <StateLabel state={inverterState(inverter)} />
      </td>
      <td className="live-value">{shown(format, channels?.AC['0']?.Power)}</td>
      <td className="live-value">{limit}</td>
      <td className="live-value">{shown(format, channels?.INV['0']?.YieldDay)}</td>
    </tr>
  );
});

/** All inverters at a glance: state, power, limit and yield today, one row each. */
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
            <th scope="col">{t('live.Limit')}</th>
            <th scope="col">{t('live.YieldDay')}</th>
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
