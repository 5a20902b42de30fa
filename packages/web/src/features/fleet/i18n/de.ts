import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'fleet.AlertsFiring': '{count, plural, one {# aktive Meldung} other {# aktive Meldungen}}',
  'fleet.Title': 'Alle Gateways',
  'fleet.Total': 'Summe aller Gateways',
  'fleet.Gateways': 'Gateways',
  'fleet.Power': 'Leistung',
  'fleet.YieldDay': 'Ertrag heute',
  'fleet.YieldTotal': 'Gesamtertrag',
  'fleet.Producing': 'Wechselrichter in Betrieb',
  'fleet.OfAll': '{producing} von {inverters}',
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
  'fleet.LastKnown': '{value} (zuletzt bekannt)',
  'fleet.Locked': 'Gesperrt',
  'fleet.LockedHint':
    'Dieses Gateway lässt sich ohne Anmeldung nicht lesen. Öffnen Sie es, um sich anzumelden.',
  'fleet.Waiting': 'Wartet auf die ersten Werte der Wechselrichter',
  'fleet.LastKnownNote': 'Die Erträge enthalten die zuletzt bekannten Werte von {names}.',
  'fleet.LeftOutNote': 'Nicht in der Summe: {names}.',
  'fleet.GlanceAllProducing': 'Alle produzieren.',
  'fleet.GlanceAttention': 'Bitte prüfen.',
  'fleet.GlanceCount': 'In Betrieb: {producing} von {inverters} Wechselrichtern',
  'fleet.GlanceLocked': '{name}: gesperrt, zum Ansehen anmelden',
  'fleet.GlanceOffline': '{name}: offline',
  'fleet.GlanceWaiting': '{name}: wartet auf die ersten Werte der Wechselrichter',
  'fleet.GlanceAsleep': '{name}: Nacht, Wechselrichter ruhen seit {time}',
  'fleet.GlanceNotProducing':
    '{name}: {count, plural, one {# Wechselrichter produziert} other {# Wechselrichter produzieren}} nicht',
  'fleet.Rename': 'Umbenennen',
  'fleet.RenameLabel': 'Anzeigename von {id} (leer: sein eigener Name)',
  'fleet.RenameSave': 'Speichern',
  'fleet.RenameCancel': 'Abbrechen',
  'fleet.RenameLogin':
    'Zum Umbenennen braucht es die Admin-Anmeldung dieses Gateways: Öffnen Sie es und melden Sie sich zuerst an.',
  'fleet.RenameFailed': 'Der Name konnte nicht gespeichert werden.',
};

export default de;
