import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'fleet.Title': 'Alle Gateways',
  'fleet.Total': 'Summe aller Gateways',
  'fleet.Gateways': 'Gateways',
  'fleet.Power': 'Leistung',
  'fleet.YieldDay': 'Ertrag heute',
  'fleet.YieldTotal': 'Gesamtertrag',
  'fleet.Producing': 'Wechselrichter in Betrieb',
  'fleet.OfAll': '{producing} von {inverters}',
  'fleet.OfflineNote':
    '{count, plural, one {# Gateway ist offline und fehlt in der Summe} other {# Gateways sind offline und fehlen in der Summe}}',
  'fleet.DataAge': 'Datenalter {age} s',
  'fleet.LastData': 'Letzte Daten vom {time}',
  'fleet.Outdated': 'veraltet',
  'fleet.NoData': 'Noch keine Daten empfangen',
  'fleet.OpenLive': 'Live-Ansicht öffnen',
  'fleet.History': 'Verlauf aller Gateways',
  'fleet.Unreachable':
    'Der Begleitserver antwortet nicht. Die Werte stammen vom {time} und zählen nicht mehr zur Summe.',
  'fleet.NeedsSeveral':
    'Die Übersicht aller Gateways braucht den dtu-web-Begleitserver vor mehreren Gateways: Dann zeigt sie alle auf einer Seite und addiert ihre Leistung und Erträge. Hier gibt es nur ein Gateway.',
  'fleet.ToLive': 'Zur Live-Ansicht',
};

export default de;
