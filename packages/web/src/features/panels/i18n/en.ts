import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'panels.Title': 'Panels',
  'panels.NoData': 'The gateway sent no live data: {message}',
  'panels.NoInverters': 'This gateway has no inverters yet.',
  'panels.AddInverter': 'Add an inverter',
  'panels.SummaryAllGood':
    '{count, plural, one {The one string is doing its part.} other {All # strings are doing their part.}}',
  'panels.SummaryQuiet':
    '{producing, plural, one {# of {total} strings is producing} other {# of {total} strings are producing}}; none needs a look. The others wait for light.',
  'panels.SummaryLook':
    '{count, plural, one {# string needs a look} other {# strings need a look}} ({total} in all).',
  'panels.SummaryNight':
    'Night at the gateway: the inverters sleep until sunrise and the yields shown are their last day’s. Nothing needs a look.',
  'panels.StringsLook':
    '{count, plural, one {# of its {total} strings needs a look} other {# of its {total} strings need a look}}',
  'panels.Waiting': 'Waiting for this inverter to report its strings…',
  'panels.NoStrings': 'The gateway reports no strings for this inverter.',
  'panels.StringNumber': 'String {number}',
  'panels.YieldToday': '{energy} today',
  'panels.YieldLastDay': '{energy} on its last day',
  'panels.TodayCurve': 'Today’s curve',
  'panels.PowerNow': 'Power now',
  'panels.OfInstalled': '{percent} of {installed}',
  'panels.Today': 'Yield today',
  'panels.LastDay': 'Yield on its last day',
  'panels.Health': 'Yield per watt, last {days} days',
  'panels.HealthRatio': '{percent} of its siblings',
  'panels.HealthNoInstalled': 'Installed power not set',
  'panels.HealthNone': 'Not recorded yet',
  'panels.HealthFailed': 'The recorded health could not be loaded ({message}); the live values are shown.',
  'panels.NoValue': '—',
  'panels.VerdictOff': 'Not polled',
  'panels.VerdictAsleep': 'Asleep',
  'panels.VerdictUnreachable': 'Inverter does not answer',
  'panels.VerdictStale': 'No current data',
  'panels.VerdictSilent': 'Nothing while its siblings produce',
  'panels.VerdictLow': 'Falls behind its siblings',
  'panels.VerdictMadeNothing': 'Made nothing lately',
  'panels.VerdictIdle': 'Not producing',
  'panels.VerdictProducing': 'Producing',
  'panels.AlertGatewayOffline': 'Alert: the gateway does not answer',
  'panels.AlertUnreachable': 'Alert: does not answer',
  'panels.AlertNotProducing': 'Alert: produces nothing in daylight',
  'panels.AlertStringLow': 'Alert: yields less than its siblings',
  'panels.AlertHot': 'Alert: running hot',
  'panels.AlertOther': 'Alert firing',
  'panels.AlertSince': 'since {time}',
  'panels.ToAlerts': 'All alerts and their history',
};

export default en;
