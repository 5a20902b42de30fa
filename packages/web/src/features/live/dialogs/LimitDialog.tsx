import { encodeLimitType, maxAbsoluteLimit, type LimitStatusMap } from '@dtu-web/protocol';
import { useState, type SubmitEvent } from 'react';
import { FormRow, Switch } from '../../../components/FormField.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { ResultAlert } from '../../../components/ResultAlert.tsx';
import { api } from '../../../lib/api/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { InfoRows, LoadedView } from './Loaded.tsx';
import type { DialogProps } from './InverterDialog.tsx';
import { SetStatusBadge } from './SetStatus.tsx';
import { useCommand } from './useCommand.ts';
import { useDeviceData } from './useDeviceData.ts';

/** The status is re-read this often while the dialog is open (Pending turns Ok within seconds). */
const STATUS_REFRESH_MS = 2000;

/** Shows the current limit and sets a new one: relative 0..100 % or absolute 0..max power W. */
export function LimitDialog({ serial, title, onClose }: DialogProps) {
  const { t, format } = useI18n();
  const [loaded] = useDeviceData(() => api.get<LimitStatusMap>('/api/limit/status'), STATUS_REFRESH_MS);
  const command = useCommand('/api/limit/config', onClose);
  const [value, setValue] = useState('');
  const [relative, setRelative] = useState(true);
  const [persistent, setPersistent] = useState(false);
  const [invalid, setInvalid] = useState<string | undefined>();
  const status = loaded.state === 'done' ? loaded.data[serial] : undefined;
  const maxPower = status?.max_power ?? 0;
  // interface-spec §5: relative 0..100 %, absolute 0..max power, or the device's 2250 W while unknown.
  const max = relative ? 100 : maxAbsoluteLimit(maxPower);

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const limit = Number(value);
    // The client rules of limitFormSchema (interface-spec §5), checked here with the same messages:
    // the schema engine would more than double this dialog's code for two comparisons.
    if (!(limit >= 0 && limit <= max)) {
      setInvalid(
        t(relative ? 'validation.limitRelativeMax' : 'validation.limitAbsoluteMax', { min: 0, max }),
      );
      return;
    }
    setInvalid(undefined);
    void command.send({ serial, limit_value: limit, limit_type: encodeLimitType({ relative, persistent }) });
  }

  return (
    <Modal open title={title(t('live.LimitSettings'))} onClose={onClose}>
      <LoadedView loaded={loaded}>
        {() => (
          <InfoRows
            rows={[
              [
                t('live.CurrentLimit'),
                status
                  ? `${format.decimal(status.limit_relative)} %${
                      maxPower > 0 ? ` (${format.decimal0((status.limit_relative * maxPower) / 100)} W)` : ''
                    }`
                  : '–',
              ],
              [t('live.MaxPower'), maxPower > 0 ? `${format.decimal(maxPower)} W` : t('live.UnknownModel')],
              [t('live.LastCommand'), status ? <SetStatusBadge status={status.limit_set_status} /> : '–'],
            ]}
          />
        )}
      </LoadedView>
      <form onSubmit={submit} noValidate>
        <FormRow label={t('live.NewLimit')} error={invalid}>
          {({ id, describedBy, invalid: bad }) => (
            <div className="live-row">
              <input
                id={id}
                type="number"
                inputMode="decimal"
                min={0}
                max={max}
                step="any"
                required
                className={`form-control${bad ? ' is-invalid' : ''}`}
                aria-invalid={bad || undefined}
                aria-describedby={describedBy}
                value={value}
                data-autofocus
                onChange={(event) => {
                  setValue(event.target.value);
                }}
              />
              <select
                className="form-control live-select"
                aria-label={t('live.LimitType')}
                value={relative ? '%' : 'W'}
                onChange={(event) => {
                  setRelative(event.target.value === '%');
                }}
              >
                <option value="%">%</option>
                <option value="W">W</option>
              </select>
            </div>
          )}
        </FormRow>
        <Switch label={t('live.Persistent')} checked={persistent} onChange={setPersistent} className="mb-3" />
        <ResultAlert result={command.result} onClose={command.clear} />
        <button type="submit" className="btn btn-primary" disabled={command.busy || value === ''}>
          {t('live.SetLimit')}
        </button>
      </form>
    </Modal>
  );
}
