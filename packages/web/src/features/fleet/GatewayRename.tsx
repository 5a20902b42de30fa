import type { FleetGateway } from '@dtu-web/protocol';
import { Suspense, lazy, useState } from 'react';
import { useI18n } from '../../lib/i18n/index.ts';

const RenameForm = lazy(() => import('./RenameForm.tsx'));

/**
 * Gives a gateway a display name in the companion (POST /api/x/gateways/name, that gateway's admin),
 * shown in the picker, the cards, History and the metrics labels (issue 30). An empty name goes back to
 * the gateway's own. Not through the API client: a refusal must not send the fleet page to a login.
 */
export function GatewayRename({ gateway, onRenamed }: { gateway: FleetGateway; onRenamed: () => void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);

  if (!open)
    return (
      <button
        type="button"
        className="btn btn-link btn-sm p-0 fleet-rename"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('fleet.Rename')}
        <span className="visually-hidden"> {gateway.name}</span>
      </button>
    );
  return (
    <Suspense fallback={null}>
      <RenameForm
        gateway={gateway}
        onRenamed={() => {
          setOpen(false);
          onRenamed();
        }}
        onClose={() => {
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
