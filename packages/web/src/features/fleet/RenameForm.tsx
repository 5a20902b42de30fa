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

export interface RenameFormProps {
  gateway: FleetGateway;
  /** The name was saved. */
  onRenamed: () => void;
  onClose: () => void;
}

/**
 * The rename form of a gateway's card (GatewayRename): loaded when it is opened, with the form
 * stylesheet, which the fleet's first load need not carry.
 */
export default function RenameForm({ gateway, onRenamed, onClose }: RenameFormProps) {
  const { t } = useI18n();
  const fieldId = useId();
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
      onRenamed();
    } catch {
      setMessage(t('fleet.RenameFailed'));
    }
  }

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
        <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>
          {t('fleet.RenameCancel')}
        </button>
      </div>
    </form>
  );
}
