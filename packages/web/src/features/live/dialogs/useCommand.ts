import { useState } from 'react';
import { showToast } from '../../../components/toastStore.ts';
import { errorResult } from '../../../components/ResultAlert.tsx';
import { api, resultMessage, type ApiResult, type ApiTarget } from '../../../lib/api/index.ts';
import { i18n, useI18n } from '../../../lib/i18n/index.ts';

/**
 * Sends a limit or power command. Success closes the dialog (with the device's answer as a toast);
 * any other answer or a failed call is kept for an alert in the dialog (interface-spec §8).
 */
export function useCommand<B>(
  endpoint: ApiTarget<ApiResult>,
  onClose: () => void,
  onAccepted?: (body: B) => void,
) {
  const { t } = useI18n();
  const [result, setResult] = useState<ApiResult | null>(null);
  const [busy, setBusy] = useState(false);
  async function send(body: B): Promise<void> {
    setBusy(true);
    setResult(null);
    try {
      const answer = await api.post(endpoint, body);
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
