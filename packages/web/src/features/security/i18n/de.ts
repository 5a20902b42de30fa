import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'security.AdminPassword': 'Admin-Passwort',
  'security.AdminPasswordIntro':
    'Das Passwort des Benutzers „admin“ für diese Einstellungen. Es schützt auch den eigenen WLAN-Access-Point des Geräts.',
  'security.Password': 'Passwort',
  'security.PasswordHint':
    '{bytes} von {max} Byte belegt, mindestens {min}. Buchstaben wie ä oder é belegen zwei Byte, € belegt drei.',
  'security.PasswordRepeat': 'Passwort wiederholen',
  'security.PasswordRepeatHint': 'Geben Sie dasselbe Passwort noch einmal ein.',
  'security.UnsafeTitle': 'Mit diesem Passwort könnten Sie sich aussperren',
  'security.UnsafeText':
    'Es enthält {characters}. Browser, Apps und Skripte senden solche Zeichen bei der Anmeldung nicht alle gleich (mit der originalen Weboberfläche des Geräts ist damit keine Anmeldung möglich), daher kann das Gerät das richtige Passwort ablehnen. Verwenden Sie nur die Buchstaben A–Z und a–z, Ziffern, Leerzeichen und Zeichen wie !, #, %, + oder _.',
  'security.ConfirmTitle': 'Passwort mit Sonderzeichen speichern?',
  'security.ConfirmText':
    'Das neue Passwort enthält {characters}. Speichern Sie es nur, wenn sich jeder Browser und jede App, mit der Sie das Gerät erreichen, damit anmelden kann; sonst sperren Sie sich womöglich aus.',
  'security.ConfirmSave': 'Trotzdem speichern',
  'security.LoginKept':
    'Dieser Browser meldet sich jetzt mit dem neuen Passwort an. Andere Browser und Apps müssen sich damit neu anmelden.',
  'security.Permissions': 'Berechtigungen',
  'security.AllowReadonly': 'Lesezugriff ohne Passwort erlauben',
  'security.AllowReadonlyHint':
    'Jeder, der das Gerät erreicht, kann die Live-Daten und die Informationsseiten ohne Anmeldung sehen. Für Einstellungen ist immer das Passwort nötig.',
  'security.DefaultTitle': 'Das ist das Werkspasswort',
  'security.DefaultText':
    'Jedes Gerät dieser Art wird damit ausgeliefert: Wer Ihres erreicht, kann sich anmelden und seine Einstellungen ändern. Wählen Sie ein eigenes Passwort.',
};

export default de;
