import { useState } from 'react';
import { showToast } from '../../../components/toastStore.ts';
import { errorResult } from '../../../components/ResultAlert.tsx';
import { api, resultMessage, type ApiResult, type ApiTarget } from '../../../lib/api/index.ts';
import { i18n, useI18n } from '../../../lib/i18n/index.ts';

/**
 * Sends a limit or power command. Success closes the dialog (with the device's answer as a toast);
 * any other answer or a failed call is kept for an alert in the dialog (interface-spec §8). With
 * several bodies (one per firmware dialect), the next is sent only while `retry` says the answer
 * refused the previous one for its dialect.
 */
export function useCommand<B>(
  endpoint: ApiTarget<ApiResult>,
  onClose: () => void,
  onAccepted?: (body: B) => void,
  retry?: (answer: ApiResult) => boolean,
) {
  const { t } = useI18n();
  const [result, setResult] = useState<ApiResult | null>(null);
  const [busy, setBusy] = useState(false);
  async function send(first: B, ...fallbacks: B[]): Promise<void> {
    setBusy(true);
    setResult(null);
    try {
      let body = first;
      let answer = await api.post(endpoint, body);
      for (const next of fallbacks) {
        if (answer.type === 'success' || retry?.(answer) !== true) break;
        body = next;
        answer = await api.post(endpoint, body);
      }
      if (answer.type === 'success') {
        showToast(
          resultMessage(t, (key) => i18n.has(key), answer),
          'success',
        );
        onAccepted?.(body);
        onClose();
        return;
      }
      setResult(answer);
    } catch (error) {
      setResult(errorResult(error));
    }
    setBusy(false);
  }
  return {
    result,
    busy,
    send,
    clear: () => {
      setResult(null);
    },
  };
}
