import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'live.Title': 'Vue en direct',
  'live.YieldTotal': 'Production totale',
  'live.YieldDay': "Production aujourd'hui",
  'live.Power': 'Puissance',
  'live.Placeholder': 'Les onduleurs et leurs canaux seront affichés ici.',
};

export default fr;
