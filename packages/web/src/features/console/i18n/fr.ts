import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'console.Title': 'Console',
  'console.AutoScroll': 'Défilement automatique',
  'console.Clear': 'Effacer',
  'console.Copy': 'Copier',
  'console.Copied': 'Texte de la console copié dans le presse-papiers.',
  'console.CopyFailed': 'Le navigateur n’a pas autorisé la copie dans le presse-papiers.',
  'console.Output': 'Sortie de la console',
};

export default fr;
