import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'fleet.Title': 'Fleet overview',
  'fleet.Total': 'Fleet total',
  'fleet.Gateways': 'Gateways',
  'fleet.Power': 'Power',
  'fleet.YieldDay': 'Yield today',
  'fleet.YieldTotal': 'Total yield',
  'fleet.Producing': 'Inverters producing',
  'fleet.OfAll': '{producing} of {inverters}',
  'fleet.DataAge': 'Data age {age} s',
  'fleet.LastData': 'Last data {time}',
  'fleet.Outdated': 'outdated',
  'fleet.NoData': 'No data received yet',
  'fleet.OpenLive': 'open its live view',
  'fleet.History': 'Fleet history',
  'fleet.Unreachable':
    'The companion does not answer. The values shown are from {time} and are not in the total any more.',
  'fleet.NeedsSeveral':
    'A fleet overview needs the dtu-web companion in front of several gateways: it then shows all of them on one screen and adds up their power and yields. Here there is one gateway.',
  'fleet.ToLive': 'Open the live view',
  'fleet.LastKnown': '{value} (last known)',
  'fleet.Locked': 'Locked',
  'fleet.LockedHint': 'This gateway does not allow reading without a login. Open it to log in.',
  'fleet.Waiting': 'Waiting for its inverters to report',
  'fleet.LastKnownNote': 'The yields include the last known values of {names}.',
  'fleet.LeftOutNote': 'Not in the total: {names}.',
  'fleet.GlanceAllProducing': 'All producing.',
  'fleet.GlanceAttention': 'Needs attention.',
  'fleet.GlanceCount': '{producing} of {inverters} inverters producing',
  'fleet.GlanceLocked': '{name}: locked, log in to see it',
  'fleet.GlanceOffline': '{name}: offline',
  'fleet.GlanceWaiting': '{name}: waiting for its inverters to report',
  'fleet.GlanceAsleep': '{name}: night, inverters asleep since {time}',
  'fleet.GlanceNotProducing': '{name}: {count, plural, one {# inverter} other {# inverters}} not producing',
};

export default en;
