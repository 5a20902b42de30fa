import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'fleet.Title': 'Vue d’ensemble du parc',
  'fleet.Total': 'Total du parc',
  'fleet.Gateways': 'Passerelles',
  'fleet.Power': 'Puissance',
  'fleet.YieldDay': 'Production du jour',
  'fleet.YieldTotal': 'Production totale',
  'fleet.Producing': 'Onduleurs en production',
  'fleet.OfAll': '{producing} sur {inverters}',
  'fleet.OfflineNote':
    '{count, plural, one {# passerelle hors ligne, non comptée dans le total} other {# passerelles hors ligne, non comptées dans le total}}',
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
};

export default fr;
