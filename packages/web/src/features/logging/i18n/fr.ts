import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'logging.Title': 'Journalisation',
  'logging.DefaultCard': 'Niveau par défaut',
  'logging.DefaultHint':
    'Ce que la console et syslog affichent pour toutes les parties de la passerelle sans niveau propre.',
  'logging.DefaultLevel': 'Niveau par défaut',
  'logging.ModulesCard': 'Niveaux par module',
  'logging.ModulesHint': 'Un module réglé sur « Par défaut » suit le niveau par défaut.',
  'logging.LevelInherit': 'Par défaut',
  'logging.Level0': 'Rien',
  'logging.Level1': 'Erreurs',
  'logging.Level2': 'Avertissements et erreurs',
  'logging.Level3': 'Infos',
  'logging.Level4': 'Débogage',
  'logging.Level5': 'Tout (détaillé)',
  'logging.NotOnThisFirmware':
    'Cette passerelle ({firmware}) n’a pas de niveaux de journalisation à régler : ils sont arrivés avec OpenDTU v25.5.10. Sa console affiche tout.',
  'logging.LevelsUnsure':
    'Le firmware de cette passerelle ({firmware}) affiche « Par défaut » pour {modules} même si un niveau propre est enregistré, et son fichier de configuration n’a pas pu être lu pour le vérifier. L’enregistrement les remet à « Par défaut ».',
};

export default fr;
