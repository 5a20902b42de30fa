import type { CurrentPinMapping, PinMappingEntry } from '@dtu-web/protocol';
import { Alert } from '../../components/Alert.tsx';
import { FormRow } from '../../components/FormField.tsx';
import { useI18n } from '../../lib/i18n/index.ts';
import { comparePins, pinText, profileChoices, type PinCategory } from './pinCompare.ts';
import type { PinProfiles } from './usePinProfiles.ts';

export interface PinTabProps {
  profiles: PinProfiles;
  /** The configured profile name ("" is the build's own pins, shown as Default). */
  chosen: string;
  /** The name the device runs with now. */
  activeName: string;
  active: CurrentPinMapping;
  error: string | undefined;
  onChoose: (name: string) => void;
}

const DEFAULT = 'Default';

const CATEGORY_LABELS: Readonly<Record<PinCategory, string>> = {
  nrf24: 'device.CategoryNrf24',
  cmt: 'device.CategoryCmt',
  w5500: 'device.CategoryW5500',
  eth: 'device.CategoryEth',
  display: 'device.CategoryDisplay',
  led: 'device.CategoryLed',
};

/** Choose a pin profile and compare it, pin by pin, with the pins the device uses now. */
export function PinTab({ profiles, chosen, activeName, active, error, onChoose }: PinTabProps) {
  const { t } = useI18n();
  const list = profiles.state === 'loaded' ? profiles.data : [];
  const choices = profileChoices(list);
  const selectedName = chosen === '' ? DEFAULT : chosen;
  // A configured name that the file does not have (any more) stays selectable, as the device keeps it.
  if (!choices.some((profile) => profile.name === selectedName)) choices.push({ name: selectedName });
  const selected: PinMappingEntry | undefined = choices.find((profile) => profile.name === selectedName);
  const runsOnDefault = activeName === '' || !list.some((profile) => profile.name === activeName);
  // The firmware's own pins are known only while the device runs on them (they are the active ones).
  const firmwarePinsUnknown = selectedName === DEFAULT && !runsOnDefault;
  const rows = comparePins(
    selectedName !== DEFAULT ? selected : runsOnDefault ? { ...active, name: DEFAULT } : undefined,
    active,
  ).map((row) => (firmwarePinsUnknown ? { ...row, differs: false } : row));
  // The device restarts whenever the stored name changes, even from no name to "Default".
  const changed = chosen !== activeName;

  return (
    <>
      {profiles.state === 'failed' && (
        <Alert variant="danger">{t('device.ParseError', { message: profiles.message })}</Alert>
      )}
      {profiles.state === 'loaded' && list.length === 0 && (
        <Alert variant="info">{t('device.NoProfiles')}</Alert>
      )}
      <FormRow label={t('device.Profile')} error={error} hint={t('device.ProfileHint')}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            className={`form-select${invalid ? ' is-invalid' : ''}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={selectedName}
            onChange={(event) => {
              onChoose(event.target.value);
            }}
          >
            {choices.map((profile) => (
              <option key={profile.name} value={profile.name}>
                {profile.name === DEFAULT ? t('device.DefaultProfile') : profile.name}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      {selected?.links !== undefined && selected.links.length > 0 && (
        <p>
          {selected.links.map((link) => (
            <a key={link.url} href={link.url} target="_blank" rel="noreferrer" className="me-3">
              {link.name}
            </a>
          ))}
        </p>
      )}
      {changed && (
        <Alert variant="warning">
          {t(activeName === '' ? 'device.FirstNameWarning' : 'device.RestartWarning')}
        </Alert>
      )}
      {/* A focusable region: keyboard users can scroll the table on a narrow screen. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={t('device.PinTable')}>
        <table className="table table-sm device-pins">
          <caption>{t('device.PinCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('device.Category')}</th>
              <th scope="col">{t('device.Pin')}</th>
              <th scope="col">{t('device.Selected')}</th>
              <th scope="col">{t('device.Active')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.category}.${row.name}`} className={row.differs ? 'table-warning' : undefined}>
                <td>{t(CATEGORY_LABELS[row.category])}</td>
                <td>{row.name}</td>
                <td>
                  {firmwarePinsUnknown
                    ? t('device.FirmwarePin')
                    : pinText(row, row.selected, t('device.Yes'), t('device.No'), t('device.NotConnected'))}
                </td>
                <td>
                  {pinText(row, row.active, t('device.Yes'), t('device.No'), t('device.NotConnected'))}
                  {row.differs && <span className="visually-hidden"> ({t('device.Differs')})</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
