import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'about.Title': 'About',
  'about.OriginTitle': 'Project origin',
  'about.OriginText1':
    'This interface talks to a small gateway (DTU) that collects data from solar micro-inverters over radio and makes it available on your network.',
  'about.OriginText2':
    'It was written from scratch as a fresh browser interface for that gateway: every screen, text and icon here is our own, built on the gateway’s documented interface.',
  'about.OriginText3':
    'A virtual gateway comes with it, so the interface can be developed, tested and demonstrated without any hardware on the roof.',
  'about.OriginText4':
    'The project is free software. Use it, study it and improve it; contributions of every size are welcome.',
  'about.NewsTitle': 'News and updates',
  'about.NewsText':
    'New versions are announced in the project’s repository together with release notes. The firmware upgrade screen installs a new gateway firmware file.',
  'about.ErrorsTitle': 'Error reporting',
  'about.ErrorsText':
    'Found a problem? Please open an issue in the project’s repository. Describe what you did, what you expected and what happened, and add the firmware version from the system information screen.',
  'about.DiscussionTitle': 'Discussion',
  'about.DiscussionText':
    'Questions, ideas and experiences are welcome in the project’s discussion forum. Please search first: your question may already have an answer.',
  'about.ReleasesLink': 'Releases and release notes',
  'about.IssuesLink': 'Open an issue',
  'about.DiscussionLink': 'Go to the discussion forum',
};

export default en;
