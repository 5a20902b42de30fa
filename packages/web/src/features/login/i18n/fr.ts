import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'login.Title': 'Connexion',
  'login.Username': 'Nom d’utilisateur',
  'login.Password': 'Mot de passe',
  'login.Submit': 'Se connecter',
  'login.UsernameRequired': 'Veuillez saisir un nom d’utilisateur.',
  'login.PasswordRequired': 'Veuillez saisir le mot de passe.',
  'login.NoSpaces': 'Le nom d’utilisateur ne peut pas contenir d’espaces.',
  'login.InvalidCredentials': 'Nom d’utilisateur ou mot de passe incorrect.',
  'login.Failed': 'Échec de la connexion : {message}',
  'login.AlreadyLoggedIn':
    'Vous êtes déjà connecté. Une nouvelle connexion remplace celle qui est enregistrée.',
  'login.Continue': 'Continuer sans vous reconnecter',
  'login.Why': 'La page {page} nécessite la connexion administrateur de la passerelle.',
  'login.WhyGateway':
    'La page {page} nécessite la connexion administrateur de la passerelle {gateway}. Les passerelles qui partagent ce mot de passe sont connectées en même temps.',
};

export default fr;
