import type { Messages } from '../../../lib/i18n/index.ts';

/** The firmware-ready build has no fleet screen (app/routes.tsx); the strings loader still lists the area. */
const none: Messages = {};

export default none;
