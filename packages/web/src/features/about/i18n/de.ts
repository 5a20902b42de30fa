import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'about.Title': 'Über',
  'about.OriginTitle': 'Herkunft des Projekts',
  'about.OriginText1':
    'Diese Oberfläche spricht mit einem kleinen Gateway (DTU), das per Funk Daten von Solar-Mikrowechselrichtern sammelt und sie in Ihrem Netzwerk bereitstellt.',
  'about.OriginText2':
    'Sie wurde von Grund auf neu als Browser-Oberfläche für dieses Gateway geschrieben: Jede Seite, jeder Text und jedes Symbol hier ist unser eigenes, gebaut auf der dokumentierten Schnittstelle des Gateways.',
  'about.OriginText3':
    'Ein virtuelles Gateway gehört dazu, damit die Oberfläche ohne Hardware auf dem Dach entwickelt, getestet und vorgeführt werden kann.',
  'about.OriginText4':
    'Das Projekt ist freie Software. Nutzen Sie es, untersuchen Sie es und verbessern Sie es; Beiträge jeder Größe sind willkommen.',
  'about.NewsTitle': 'Neuigkeiten und Aktualisierungen',
  'about.NewsText':
    'Neue Versionen werden im Repository des Projekts mit Versionshinweisen angekündigt. Die Seite „Firmware aktualisieren“ installiert eine neue Firmware-Datei auf dem Gateway.',
  'about.ErrorsTitle': 'Fehler melden',
  'about.ErrorsText':
    'Ein Problem gefunden? Bitte eröffnen Sie ein Issue im Repository des Projekts. Beschreiben Sie, was Sie getan haben, was Sie erwartet haben und was passiert ist, und geben Sie die Firmware-Version aus den Systeminformationen an.',
  'about.DiscussionTitle': 'Diskussion',
  'about.DiscussionText':
    'Fragen, Ideen und Erfahrungen sind im Diskussionsforum des Projekts willkommen. Bitte suchen Sie zuerst: Vielleicht gibt es schon eine Antwort.',
  'about.ReleasesLink': 'Versionen und Versionshinweise',
  'about.IssuesLink': 'Fehler melden (Issue anlegen)',
  'about.DiscussionLink': 'Zum Diskussionsforum',
};

export default de;
