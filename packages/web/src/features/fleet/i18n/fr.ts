import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'fleet.AlertsFiring': '{count, plural, one {# alerte en cours} other {# alertes en cours}}',
  'fleet.Title': 'Vue d’ensemble du parc',
  'fleet.Total': 'Total du parc',
  'fleet.Gateways': 'Passerelles',
  'fleet.Power': 'Puissance',
  'fleet.YieldDay': 'Production du jour',
  'fleet.YieldTotal': 'Production totale',
  'fleet.Producing': 'Onduleurs en production',
  'fleet.OfAll': '{producing} sur {inverters}',
  'fleet.DataAge': 'Données reçues il y a {age} s',
  'fleet.LastData': 'Dernières données du {time}',
  'fleet.Outdated': 'périmées',
  'fleet.NoData': 'Aucune donnée reçue pour l’instant',
  'fleet.OpenLive': 'ouvrir sa vue en direct',
  'fleet.History': 'Historique du parc',
  'fleet.Unreachable':
    'Le serveur compagnon ne répond pas. Les valeurs affichées datent du {time} et ne sont plus comptées dans le total.',
  'fleet.NeedsSeveral':
    'La vue d’ensemble du parc nécessite le serveur compagnon dtu-web devant plusieurs passerelles\u202f: elle les affiche alors toutes sur un seul écran et additionne leur puissance et leur production. Ici, il n’y a qu’une passerelle.',
  'fleet.ToLive': 'Ouvrir la vue en direct',
  'fleet.LastKnown': '{value} (dernière valeur connue)',
  'fleet.Locked': 'Verrouillée',
  'fleet.LockedHint': 'Cette passerelle ne se lit pas sans connexion. Ouvrez-la pour vous connecter.',
  'fleet.Waiting': 'En attente des premières valeurs des onduleurs',
  'fleet.LastKnownNote': 'La production comprend les dernières valeurs connues de {names}.',
  'fleet.LeftOutNote': 'Hors du total\u202f: {names}.',
  'fleet.GlanceAllProducing': 'Tout produit.',
  'fleet.GlanceAttention': 'À vérifier.',
  'fleet.GlanceCount': '{producing} sur {inverters} onduleurs en production',
  'fleet.GlanceLocked': '{name}\u202f: verrouillée, connectez-vous pour la voir',
  'fleet.GlanceOffline': '{name}\u202f: hors ligne',
  'fleet.GlanceWaiting': '{name}\u202f: en attente des premières valeurs des onduleurs',
  'fleet.GlanceAsleep': '{name}\u202f: nuit, onduleurs en veille depuis {time}',
  'fleet.GlanceNotProducing':
    '{name}\u202f: {count, plural, one {# onduleur ne produit pas} other {# onduleurs ne produisent pas}}',
  'fleet.Rename': 'Renommer',
  'fleet.RenameLabel': 'Nom affiché de {id} (vide\u202f: son propre nom)',
  'fleet.RenameSave': 'Enregistrer',
  'fleet.RenameCancel': 'Annuler',
  'fleet.RenameLogin':
    'Pour renommer, il faut la connexion administrateur de cette passerelle\u202f: ouvrez-la et connectez-vous d’abord.',
  'fleet.RenameFailed': 'Le nom n’a pas pu être enregistré.',
};

export default fr;
