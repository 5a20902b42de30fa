import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'console.Title': 'Console',
  'console.AutoScroll': 'Défilement automatique',
  'console.Clear': 'Effacer',
  'console.Copy': 'Copier',
  'console.Copied': 'Texte de la console copié dans le presse-papiers.',
  'console.CopyFailed': 'Le navigateur n’a pas autorisé la copie dans le presse-papiers.',
  'console.Output': 'Sortie de la console',
  'console.Download': 'Télécharger',
  'console.Pause': 'Mettre en pause',
  'console.Search': 'Rechercher dans la console',
  'console.Levels': 'Niveaux affichés',
  'console.LevelE': 'Erreurs',
  'console.LevelW': 'Avertissements',
  'console.LevelI': 'Infos',
  'console.LevelD': 'Débogage',
  'console.LevelV': 'Détaillé',
  'console.LevelsHint':
    'La passerelle n’affiche que ce que ses niveaux de journalisation laissent passer ; une passerelle neuve, seulement les erreurs.',
  'console.LevelsLink': 'Modifier les niveaux',
  'console.LineCount': '{shown} lignes sur {total}',
};

export default fr;
