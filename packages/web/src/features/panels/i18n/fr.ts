import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'panels.Title': 'Panneaux',
  'panels.NoData': 'La passerelle n’a envoyé aucune donnée en direct : {message}',
  'panels.NoInverters': 'Cette passerelle n’a pas encore d’onduleur.',
  'panels.AddInverter': 'Ajouter un onduleur',
  'panels.SummaryAllGood':
    '{count, plural, one {L’unique chaîne fait sa part.} other {Les # chaînes font toutes leur part.}}',
  'panels.SummaryQuiet':
    '{producing, plural, one {# chaîne sur {total} produit} other {# chaînes sur {total} produisent}} ; aucune n’est à vérifier. Les autres attendent la lumière.',
  'panels.SummaryLook':
    '{count, plural, one {# chaîne est à vérifier} other {# chaînes sont à vérifier}} ({total} en tout).',
  'panels.SummaryNight':
    'C’est la nuit à la passerelle : les onduleurs dorment jusqu’au lever du soleil et les rendements affichés sont ceux de leur dernier jour. Rien n’est à vérifier.',
  'panels.StringsLook':
    '{count, plural, one {# de ses {total} chaînes est à vérifier} other {# de ses {total} chaînes sont à vérifier}}',
  'panels.Waiting': 'En attente des chaînes de cet onduleur…',
  'panels.NoStrings': 'La passerelle n’indique aucune chaîne pour cet onduleur.',
  'panels.StringNumber': 'Chaîne {number}',
  'panels.YieldToday': '{energy} aujourd’hui',
  'panels.YieldLastDay': '{energy} lors de son dernier jour',
  'panels.TodayCurve': 'Courbe du jour',
  'panels.PowerNow': 'Puissance actuelle',
  'panels.OfInstalled': '{percent} de {installed}',
  'panels.Today': 'Rendement du jour',
  'panels.LastDay': 'Rendement de son dernier jour',
  'panels.Health': 'Rendement par watt, {days} derniers jours',
  'panels.HealthRatio': '{percent} de ses voisines',
  'panels.HealthNoInstalled': 'Puissance installée non renseignée',
  'panels.HealthNone': 'Pas encore enregistré',
  'panels.HealthFailed':
    'L’état enregistré n’a pas pu être chargé ({message}) ; les valeurs en direct sont affichées.',
  'panels.NoValue': '—',
  'panels.VerdictOff': 'Non interrogé',
  'panels.VerdictAsleep': 'En veille',
  'panels.VerdictUnreachable': 'L’onduleur ne répond pas',
  'panels.VerdictStale': 'Pas de données récentes',
  'panels.VerdictSilent': 'Rien alors que ses voisines produisent',
  'panels.VerdictLow': 'En retrait sur ses voisines',
  'panels.VerdictMadeNothing': 'Rien produit ces derniers jours',
  'panels.VerdictIdle': 'Ne produit pas',
  'panels.VerdictProducing': 'En production',
  'panels.AlertGatewayOffline': 'Alerte : la passerelle ne répond pas',
  'panels.AlertUnreachable': 'Alerte : ne répond pas',
  'panels.AlertNotProducing': 'Alerte : ne produit rien en plein jour',
  'panels.AlertStringLow': 'Alerte : produit moins que ses voisines',
  'panels.AlertHot': 'Alerte : surchauffe',
  'panels.AlertOther': 'Alerte en cours',
  'panels.AlertSince': 'depuis {time}',
  'panels.ToAlerts': 'Toutes les alertes et leur historique',
};

export default fr;
