import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'notfound.Title': 'Seite nicht gefunden',
  'notfound.Text': 'Unter {path} gibt es keine Seite.',
  'notfound.Home': 'Zurück zur Live-Ansicht',
};

export default de;
