import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'notfound.Title': 'Page introuvable',
  'notfound.Text': 'Il n’y a pas d’écran à l’adresse {path}.',
  'notfound.Home': 'Retour à la vue en direct',
};

export default fr;
