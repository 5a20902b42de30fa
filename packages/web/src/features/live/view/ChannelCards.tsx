import type { LiveValue } from '@dtu-web/protocol';
import { memo } from 'react';
import { useI18n } from '../../../lib/i18n/index.ts';
import { hasChannels, useLiveInverter } from '../../../lib/live/index.ts';

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

type Channel = Partial<Record<(typeof properties)[number][0], LiveValue>>;

/** One channel: every property present, with the unit and digits the device sends. */
function ChannelCard({ title, channel, testId }: { title: string; channel: Channel; testId: string }) {
  const { t, format } = useI18n();
  return (
    <section className="live-card" data-testid={testId}>
      <h3 className="fs-6 mb-2">{title}</h3>
      <table className="live-table mb-0">
        <tbody>
          {properties.map(([key, label]) => {
            const value = channel[key];
            return value ? (
              <tr key={key}>
                <th scope="row">{t(label)}</th>
                <td className="live-value">
                  {format.fixed(value.v, value.d)} {value.u}
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
 * AC, inverter and one card per DC string (with its configured name). The only part of the live
 * view that renders on every frame of the inverter shown.
 */
export const ChannelCards = memo(function ChannelCards({ serial }: { serial: string }) {
  const { t } = useI18n();
  const inverter = useLiveInverter(serial);
  if (!inverter || !hasChannels(inverter)) return <p className="text-body-secondary">{t('live.Waiting')}</p>;
  return (
    <div className="live-cards">
      {Object.entries(inverter.AC).map(([index, channel]) => (
        <ChannelCard key={`ac${index}`} title={t('live.Ac')} channel={channel} testId="channel-ac" />
      ))}
      {Object.entries(inverter.INV).map(([index, channel]) => (
        <ChannelCard key={`inv${index}`} title={t('live.Inverter')} channel={channel} testId="channel-inv" />
      ))}
      {Object.entries(inverter.DC).map(([index, channel]) => {
        const n = Number(index) + 1;
        const name = channel.name.u;
        return (
          <ChannelCard
            key={`dc${index}`}
            title={name === '' ? t('live.String', { n }) : `${t('live.String', { n })}: ${name}`}
            channel={channel}
            testId="channel-dc"
          />
        );
      })}
    </div>
  );
});
