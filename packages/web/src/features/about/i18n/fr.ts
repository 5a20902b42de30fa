import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'about.Title': 'À propos',
  'about.OriginTitle': 'Origine du projet',
  'about.OriginText1':
    'Cette interface dialogue avec une petite passerelle (DTU) qui collecte par radio les données de micro-onduleurs solaires et les met à disposition sur votre réseau.',
  'about.OriginText2':
    'Elle a été écrite entièrement à neuf comme interface web pour cette passerelle : chaque écran, texte et icône est le nôtre, construit sur l’interface documentée de la passerelle.',
  'about.OriginText3':
    'Une passerelle virtuelle l’accompagne, afin de développer, tester et présenter l’interface sans aucun matériel sur le toit.',
  'about.OriginText4':
    'Le projet est un logiciel libre. Utilisez-le, étudiez-le et améliorez-le ; les contributions de toute taille sont les bienvenues.',
  'about.NewsTitle': 'Nouveautés et mises à jour',
  'about.NewsText':
    'Les nouvelles versions sont annoncées dans le dépôt du projet avec leurs notes de version. L’écran de mise à jour du micrologiciel installe un nouveau fichier de micrologiciel sur la passerelle.',
  'about.ErrorsTitle': 'Signaler une erreur',
  'about.ErrorsText':
    'Vous avez trouvé un problème ? Ouvrez un ticket dans le dépôt du projet. Décrivez ce que vous avez fait, ce que vous attendiez et ce qui s’est passé, et indiquez la version du micrologiciel affichée dans les informations système.',
  'about.DiscussionTitle': 'Discussion',
  'about.DiscussionText':
    'Questions, idées et retours d’expérience sont les bienvenus dans le forum de discussion du projet. Cherchez d’abord : votre question a peut-être déjà une réponse.',
  'about.ReleasesLink': 'Versions et notes de version',
  'about.IssuesLink': 'Ouvrir un ticket',
  'about.DiscussionLink': 'Aller au forum de discussion',
};

export default fr;
