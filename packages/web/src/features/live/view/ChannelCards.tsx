import {
  reactivePowerSigned,
  type AcChannelData,
  type DcChannelData,
  type InvChannelData,
  type LiveValue,
} from '@dtu-web/protocol';
import { memo, useCallback } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';
import { hasChannels, liveStore, useLiveSelect, type LiveInverter } from '../../../lib/live/index.ts';
import { sampleText, valueText } from './samples.ts';
import { StoreText } from './StoreText.tsx';

/** The properties of interface-spec §3, in the order shown, with their labels. */
const properties = [
  ['Power', 'live.Power'],
  ['Voltage', 'live.Voltage'],
  ['Current', 'live.Current'],
  ['Power DC', 'live.PowerDc'],
  ['YieldDay', 'live.YieldDay'],
  ['YieldTotal', 'live.YieldTotal'],
  ['Frequency', 'live.Frequency'],
  ['Temperature', 'live.Temperature'],
  ['PowerFactor', 'live.PowerFactor'],
  ['ReactivePower', 'live.ReactivePower'],
  ['Efficiency', 'live.Efficiency'],
  ['Irradiation', 'live.Irradiation'],
] as const;

type Group = 'AC' | 'INV' | 'DC';
type Channel = AcChannelData | InvChannelData | DcChannelData;

/** A property of a channel, if it is there (reactive power with its sign, whatever the release). */
function valueIn(channel: Channel | undefined, field: string): LiveValue | undefined {
  const value: unknown = channel ? (channel as unknown as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'object' || value === null || !('v' in value)) return undefined;
  const live = value as LiveValue;
  return field === 'ReactivePower' ? { ...live, v: reactivePowerSigned(live.v) } : live;
}

function channelOf(inverter: LiveInverter | undefined, group: Group, index: string): Channel | undefined {
  const channels: Record<string, Channel> | undefined =
    inverter && hasChannels(inverter) ? inverter[group] : undefined;
  return channels?.[index];
}

/**
 * Which channels and properties exist, and the strings' names, as one text: the cards re-render when
 * it changes (an inverter appears, a string is renamed), not with every frame.
 */
function shapeOf(inverter: LiveInverter | undefined): string {
  let shape = '';
  if (inverter && hasChannels(inverter))
    for (const group of ['AC', 'INV', 'DC'] as const)
      for (const [index, channel] of Object.entries<Channel>(inverter[group]))
        shape += `${group}/${index}/${'name' in channel ? channel.name.u : ''}/${Object.keys(channel).join()}\n`;
  return shape;
}

function Value({
  serial,
  group,
  index,
  field,
  shown,
}: {
  serial: string;
  group: Group;
  index: string;
  field: string;
  /** The value when the card was drawn: its unit and digits size the box. */
  shown: LiveValue | undefined;
}) {
  const { format } = useI18n();
  const text = useCallback(() => {
    const value = valueIn(channelOf(liveStore.inverter(serial), group, index), field);
    return value ? valueText(format, value) : '';
  }, [serial, group, index, field, format]);
  return (
    <StoreText
      subscribe={liveStore.subscriberFor(serial)}
      text={text}
      sample={sampleText(format, field, shown)}
    />
  );
}

/**
 * One channel: every property present, with the unit and digits the device sends. Each row is laid
 * out on its own (label, then the value's box at the end, the box on a line of its own when both do
 * not fit), so the table's roles are spelt out: browsers drop a table's semantics when CSS changes
 * how its parts are displayed.
 */
function ChannelCard(props: {
  serial: string;
  group: Group;
  index: string;
  title: string;
  channel: Channel;
}) {
  const { t } = useI18n();
  return (
    <section
      className="live-card"
      data-testid={`channel-${props.group.toLowerCase()}`}
      data-group={props.group}
    >
      <h3 className="fs-6 mb-2">{props.title}</h3>
      <table className="live-table mb-0" role="table">
        <tbody role="rowgroup">
          {properties.map(([field, label]) => {
            const shown = valueIn(props.channel, field);
            return shown ? (
              <tr key={field} role="row" data-field={field}>
                <th scope="row" role="rowheader">
                  {t(label)}
                </th>
                <td className="live-value" role="cell">
                  <Value
                    serial={props.serial}
                    group={props.group}
                    index={props.index}
                    field={field}
                    shown={shown}
                  />
                </td>
              </tr>
            ) : null;
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * AC, inverter and one card per DC string (with its configured name). React renders the cards when
 * their shape changes; the values follow each frame on their own.
 */
export const ChannelCards = memo(function ChannelCards({ serial }: { serial: string }) {
  const { t } = useI18n();
  useLiveSelect(serial, shapeOf);
  const inverter = liveStore.inverter(serial);
  if (!inverter || !hasChannels(inverter)) return <p className="text-body-secondary">{t('live.Waiting')}</p>;
  const card = (group: Group, index: string, title: string, channel: Channel) => (
    <ChannelCard
      key={group + index}
      serial={serial}
      group={group}
      index={index}
      title={title}
      channel={channel}
    />
  );
  return (
    <div className="live-cards">
      {Object.entries(inverter.AC).map(([index, channel]) => card('AC', index, t('live.Ac'), channel))}
      {Object.entries(inverter.INV).map(([index, channel]) =>
        card('INV', index, t('live.Inverter'), channel),
      )}
      {Object.entries(inverter.DC).map(([index, channel]) => {
        const n = Number(index) + 1;
        const name = channel.name.u;
        return card(
          'DC',
          index,
          name === '' ? t('live.String', { n }) : t('live.StringNamed', { n, name }),
          channel,
        );
      })}
    </div>
  );
});
