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
  'fleet.OfflineNote':
    '{count, plural, one {# gateway offline — not in the total} other {# gateways offline — not in the total}}',
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
};

export default en;
