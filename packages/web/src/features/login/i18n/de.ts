import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'login.Title': 'Anmeldung',
  'login.Username': 'Benutzername',
  'login.Password': 'Passwort',
  'login.Submit': 'Anmelden',
  'login.UsernameRequired': 'Bitte einen Benutzernamen eingeben.',
  'login.PasswordRequired': 'Bitte das Passwort eingeben.',
  'login.NoSpaces': 'Der Benutzername darf keine Leerzeichen enthalten.',
  'login.InvalidCredentials': 'Benutzername oder Passwort ist falsch.',
  'login.Failed': 'Anmeldung fehlgeschlagen: {message}',
  'login.AlreadyLoggedIn': 'Sie sind bereits angemeldet. Eine neue Anmeldung ersetzt die gespeicherte.',
  'login.Continue': 'Ohne neue Anmeldung weiter',
  'login.Why': 'Die Seite {page} braucht die Admin-Anmeldung des Gateways.',
  'login.WhyGateway':
    'Die Seite {page} braucht die Admin-Anmeldung des Gateways {gateway}. Gateways mit demselben Passwort werden gleich mit angemeldet.',
};

export default de;
