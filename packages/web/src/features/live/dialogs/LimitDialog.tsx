import { decodeLimitType, endpoints, maxAbsoluteLimit, type LimitConfigRequest } from '@dtu-web/protocol';
import { useId, useState, type SubmitEvent } from 'react';
import { FormRow, Switch } from '../../../components/FormField.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { ResultAlert } from '../../../components/ResultAlert.tsx';
import { api } from '../../../lib/api/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { limitWatch } from '../limitWatch.ts';
import { InfoRows, LoadedView } from './Loaded.tsx';
import type { DialogProps } from './kinds.ts';
import { SetStatusBadge } from './SetStatus.tsx';
import { useCommand } from './useCommand.ts';
import { useLoad } from '../../../lib/api/useLoad.ts';
import { useFirmware } from '../../../lib/firmware/index.ts';
import { limitBodies, refusedType } from './limitBodies.ts';

/** The status is re-read this often while the dialog is open (Pending turns Ok within seconds). */
const STATUS_REFRESH_MS = 2000;

/** Shows the current limit and sets a new one: relative 0..100 % or absolute 0..max power W. */
export function LimitDialog({ serial, title, onClose }: DialogProps) {
  const { t, format } = useI18n();
  const { current: loaded } = useLoad(() => api.get(endpoints.limitStatus), { refreshMs: STATUS_REFRESH_MS });
  // From the gateway's yes on, the header and the overview show the new limit as on its way.
  const command = useCommand<LimitConfigRequest>(
    endpoints.limitConfigSave,
    onClose,
    (sent) => {
      limitWatch.start(serial, sent.limit_value, decodeLimitType(sent.limit_type)?.relative ?? true);
    },
    refusedType,
  );
  // The persistent limit types differ between releases (firmware-versions.md §2.4).
  const { identity } = useFirmware();
  // What the user typed; until then the field shows the current limit in the chosen unit.
  const [typed, setTyped] = useState<string | null>(null);
  const [relative, setRelative] = useState(true);
  const [persistent, setPersistent] = useState(false);
  const [invalid, setInvalid] = useState<string | undefined>();
  const status = loaded.state === 'loaded' ? loaded.data[serial] : undefined;
  const maxPower = status?.max_power ?? 0;
  // interface-spec §5: relative 0..100 %, absolute 0..max power, or the device's 2250 W while unknown.
  const max = relative ? 100 : maxAbsoluteLimit(maxPower);
  const current = !status
    ? undefined
    : relative
      ? status.limit_relative
      : maxPower > 0
        ? Math.round((status.limit_relative * maxPower) / 100)
        : undefined;
  const value = typed ?? (current === undefined ? '' : String(current));
  const unitName = useId();

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
    const [first, ...fallbacks] = limitBodies({ serial, value: limit, relative, persistent }, identity);
    if (first) void command.send(first, ...fallbacks);
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
                      maxPower > 0
                        ? ` (${format.decimal0((status.limit_relative * maxPower) / 100)}\u00a0W)`
                        : ''
                    }`
                  : '–',
              ],
              [t('live.MaxPower'), maxPower > 0 ? `${format.decimal(maxPower)} W` : t('live.UnknownModel')],
              [t('live.LastCommand'), status ? <SetStatusBadge status={status.limit_set_status} /> : '–'],
            ]}
          />
        )}
      </LoadedView>
      {/* The range hint and the error share one slot of fixed height: an error moves no control. */}
      <form onSubmit={submit} noValidate className="live-limit-form">
        <FormRow
          label={t('live.NewLimit')}
          error={invalid}
          hint={
            invalid === undefined
              ? t('live.LimitRange', { max: format.decimal(max), unit: relative ? '%' : 'W' })
              : undefined
          }
        >
          {({ id, describedBy, invalid: bad }) => (
            <div className="live-row live-limit-row">
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
                  setTyped(event.target.value);
                }}
              />
              {/* The unit as two toggle buttons (a radio group): plainly something to choose. */}
              <div className="live-unit" role="radiogroup" aria-label={t('live.LimitType')}>
                {(['%', 'W'] as const).map((unit) => (
                  <span key={unit}>
                    <input
                      type="radio"
                      className="btn-check"
                      name={unitName}
                      id={`${unitName}${unit}`}
                      checked={relative === (unit === '%')}
                      onChange={() => {
                        setRelative(unit === '%');
                      }}
                    />
                    <label className="btn btn-outline-primary" htmlFor={`${unitName}${unit}`}>
                      {unit}
                    </label>
                  </span>
                ))}
              </div>
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
