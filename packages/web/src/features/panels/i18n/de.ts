import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'panels.Title': 'Module',
  'panels.NoData': 'Das Gateway hat keine Live-Daten gesendet: {message}',
  'panels.NoInverters': 'An diesem Gateway ist noch kein Wechselrichter eingerichtet.',
  'panels.AddInverter': 'Wechselrichter hinzufügen',
  'panels.SummaryAllGood':
    '{count, plural, one {Der eine String liefert, was er soll.} other {Alle # Strings liefern, was sie sollen.}}',
  'panels.SummaryQuiet':
    '{producing, plural, one {# von {total} Strings speist ein} other {# von {total} Strings speisen ein}}; keiner ist auffällig. Die übrigen warten auf Licht.',
  'panels.SummaryLook':
    '{count, plural, one {# String sollte geprüft werden} other {# Strings sollten geprüft werden}} ({total} insgesamt).',
  'panels.SummaryNight':
    'Am Gateway ist Nacht: Die Wechselrichter schlafen bis Sonnenaufgang, die Erträge sind die ihres letzten Tages. Nichts ist auffällig.',
  'panels.StringsLook':
    '{count, plural, one {# seiner {total} Strings sollte geprüft werden} other {# seiner {total} Strings sollten geprüft werden}}',
  'panels.Waiting': 'Warte darauf, dass dieser Wechselrichter seine Strings meldet …',
  'panels.NoStrings': 'Das Gateway meldet für diesen Wechselrichter keine Strings.',
  'panels.StringNumber': 'String {number}',
  'panels.YieldToday': '{energy} heute',
  'panels.YieldLastDay': '{energy} am letzten Tag',
  'panels.TodayCurve': 'Heutiger Verlauf',
  'panels.PowerNow': 'Leistung jetzt',
  'panels.OfInstalled': '{percent} von {installed}',
  'panels.Today': 'Ertrag heute',
  'panels.LastDay': 'Ertrag am letzten Tag',
  'panels.Health': 'Ertrag je Watt, letzte {days} Tage',
  'panels.HealthRatio': '{percent} der anderen Strings',
  'panels.HealthNoInstalled': 'Installierte Leistung nicht eingetragen',
  'panels.HealthNone': 'Noch nicht aufgezeichnet',
  'panels.HealthFailed':
    'Die aufgezeichnete Bewertung ließ sich nicht laden ({message}); die Live-Werte werden angezeigt.',
  'panels.NoValue': '—',
  'panels.VerdictOff': 'Wird nicht abgefragt',
  'panels.VerdictAsleep': 'Schläft',
  'panels.VerdictUnreachable': 'Wechselrichter antwortet nicht',
  'panels.VerdictStale': 'Keine aktuellen Daten',
  'panels.VerdictSilent': 'Nichts, während die anderen liefern',
  'panels.VerdictLow': 'Bleibt hinter den anderen zurück',
  'panels.VerdictMadeNothing': 'Zuletzt ohne Ertrag',
  'panels.VerdictIdle': 'Speist nicht ein',
  'panels.VerdictProducing': 'Speist ein',
  'panels.AlertGatewayOffline': 'Meldung: Gateway antwortet nicht',
  'panels.AlertUnreachable': 'Meldung: antwortet nicht',
  'panels.AlertNotProducing': 'Meldung: bei Tageslicht ohne Leistung',
  'panels.AlertStringLow': 'Meldung: liefert weniger als die anderen',
  'panels.AlertHot': 'Meldung: zu heiß',
  'panels.AlertOther': 'Aktive Meldung',
  'panels.AlertSince': 'seit {time}',
  'panels.ToAlerts': 'Alle Meldungen und ihr Verlauf',
};

export default de;
