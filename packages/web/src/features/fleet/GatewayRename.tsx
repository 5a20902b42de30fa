import '../../styles/forms.scss';
import { GATEWAY_NAME_MAX, endpointUrl, endpoints, type FleetGateway } from '@dtu-web/protocol';
import { useId, useState, type SubmitEvent } from 'react';
import { userStorageKey } from '../../lib/auth/session.ts';
import { useI18n } from '../../lib/i18n/index.ts';

/** The login kept for that gateway (`user@<id>`), else the page's own; null without one. */
function authdataFor(id: string): string | null {
  for (const key of [userStorageKey(id), userStorageKey(null)]) {
    try {
      const record: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      if (typeof record === 'object' && record !== null && 'authdata' in record) {
        const { authdata } = record;
        if (typeof authdata === 'string' && authdata !== '') return authdata;
      }
    } catch {
      // a broken record: try the next
    }
  }
  return null;
}

/**
 * Gives a gateway a display name in the companion (POST /api/x/gateways/name, that gateway's admin),
 * shown in the picker, the cards, History and the metrics labels (issue 30). An empty name goes back to
 * the gateway's own. Not through the API client: a refusal must not send the fleet page to a login.
 */
export function GatewayRename({ gateway, onRenamed }: { gateway: FleetGateway; onRenamed: () => void }) {
  const { t } = useI18n();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(gateway.own_name ?? '');
  const [message, setMessage] = useState<string | null>(null);

  async function save(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setMessage(null);
    const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest' });
    const authdata = authdataFor(gateway.id);
    if (authdata !== null) headers.set('Authorization', `Basic ${authdata}`);
    const body = new FormData();
    body.append('data', JSON.stringify({ name: name.trim() }));
    try {
      const response = await fetch(endpointUrl(endpoints.gatewayNameSave, { gateway: gateway.id }), {
        method: 'POST',
        headers,
        body,
      });
      if (response.status === 401) {
        setMessage(t('fleet.RenameLogin'));
        return;
      }
      if (!response.ok) {
        setMessage(t('fleet.RenameFailed'));
        return;
      }
      setOpen(false);
      onRenamed();
    } catch {
      setMessage(t('fleet.RenameFailed'));
    }
  }

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
    <form className="fleet-rename-form" onSubmit={(event) => void save(event)}>
      <label htmlFor={fieldId} className="form-label small mb-1">
        {t('fleet.RenameLabel', { id: gateway.id })}
      </label>
      <input
        id={fieldId}
        className="form-control form-control-sm"
        value={name}
        maxLength={GATEWAY_NAME_MAX}
        placeholder={gateway.id}
        onChange={(event) => {
          setName(event.target.value);
        }}
      />
      {message !== null && (
        <p className="small text-danger-emphasis mb-1" role="alert">
          {message}
        </p>
      )}
      <div className="d-flex gap-2 mt-1">
        <button type="submit" className="btn btn-primary btn-sm">
          {t('fleet.RenameSave')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => {
            setOpen(false);
          }}
        >
          {t('fleet.RenameCancel')}
        </button>
      </div>
    </form>
  );
}
