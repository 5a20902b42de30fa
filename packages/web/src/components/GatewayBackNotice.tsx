import { useEffect } from 'react';
import { deferredCatalogue, i18n } from '../lib/i18n/index.ts';
import { takeBackNote } from '../lib/restart/backNote.ts';
import { showToast } from './toastStore.ts';

/**
 * Says "The gateway is back" (or that the configuration was restored) on the page the app reloads to
 * after a restart (lib/restart keeps the note across the reload). Renders nothing itself: a toast.
 */
export function GatewayBackNotice() {
  useEffect(() => {
    const note = takeBackNote();
    if (note === undefined) return;
    // The texts are in the deferred strings, which a reload onto the live view has not asked for yet.
    void i18n.ensure(deferredCatalogue).then(() => {
      showToast(
        i18n.translate(note === 'restored' ? 'restart.BackRestored' : 'restart.BackNotice'),
        'success',
      );
    });
  }, []);
  return null;
}
