import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'security.AdminPassword': 'Mot de passe administrateur',
  'security.AdminPasswordIntro':
    'Le mot de passe de l’utilisateur « admin » pour ces réglages. Il protège aussi le point d’accès WiFi de l’appareil.',
  'security.Password': 'Mot de passe',
  'security.PasswordHint':
    '{bytes} octets utilisés sur {max}, au moins {min}. Les lettres comme ä ou é prennent deux octets, € en prend trois.',
  'security.PasswordRepeat': 'Répéter le mot de passe',
  'security.PasswordRepeatHint': 'Saisissez à nouveau le même mot de passe.',
  'security.UnsafeTitle': 'Ce mot de passe risque de vous bloquer',
  'security.UnsafeText':
    'Il contient {characters}. Les navigateurs, applications et scripts n’envoient pas tous ces caractères de la même façon à la connexion (l’interface web d’origine de l’appareil ne permet pas de se connecter avec) : l’appareil peut donc refuser le bon mot de passe. N’utilisez que les lettres A–Z et a–z, des chiffres, des espaces et des symboles comme !, #, %, + ou _.',
  'security.ConfirmTitle': 'Enregistrer un mot de passe avec des caractères spéciaux ?',
  'security.ConfirmText':
    'Le nouveau mot de passe contient {characters}. Ne l’enregistrez que si chaque navigateur et chaque application qui accède à l’appareil peut s’y connecter avec lui, sinon vous risquez de vous bloquer.',
  'security.ConfirmSave': 'Enregistrer quand même',
  'security.LoginKept':
    'Ce navigateur se connecte désormais avec le nouveau mot de passe. Les autres navigateurs et applications doivent se reconnecter avec lui.',
  'security.Permissions': 'Autorisations',
  'security.AllowReadonly': 'Autoriser la lecture sans mot de passe',
  'security.AllowReadonlyHint':
    'Toute personne qui accède à l’appareil peut voir les données en direct et les pages d’information sans se connecter. Les réglages demandent toujours le mot de passe.',
  'security.DefaultTitle': 'C’est le mot de passe d’usine',
  'security.DefaultText':
    'Tous les appareils de ce type sont livrés avec lui : quiconque peut joindre le vôtre peut s’y connecter et en modifier les réglages. Choisissez votre propre mot de passe.',
};

export default fr;
