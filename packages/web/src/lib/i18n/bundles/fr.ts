import type { Messages } from '../types.ts';

// Every string the first paint does not need, in this language (see ../runtime.ts); the files' keys
// never overlap (each has its own prefix), so they merge into one object.
const files = import.meta.glob<Messages>(['../locales/deferred/fr.ts', '/src/features/**/i18n/fr.ts'], {
  eager: true,
  import: 'default',
});

export default Object.values(files).reduce<Messages>((all, messages) => ({ ...all, ...messages }), {});
