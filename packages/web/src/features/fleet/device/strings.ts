import type { Messages } from '../../../lib/i18n/index.ts';

/** The firmware-ready build's fleet screen shows no text of its own (device/FleetPage.tsx). */
const none: Messages = {};

export default none;
