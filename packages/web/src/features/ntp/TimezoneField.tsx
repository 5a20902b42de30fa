import { useMemo, useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { FormRow } from '../../components/FormField.tsx';
import { useI18n } from '../../lib/i18n/index.ts';
import type { Zone } from './zones.ts';

/** The option value of a zone, as the device's own page builds it (device-api §10.1). */
function zoneKey(zone: Zone): string {
  return `${zone.name}---${zone.posix}`;
}

/** Lower case without accents or separators, so "sao paulo" finds "America/Sao_Paulo". */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[_/-]/g, ' ')
    .toLowerCase();
}

export interface TimezoneFieldProps {
  zones: Zone[] | null | undefined;
  /** Why the list is missing, when known (e.g. the gateway answered its web page). */
  reason?: string | undefined;
  /** The configured zone (kept as an option even when the list lacks it or the search hides it). */
  value: Zone;
  error: string | undefined;
  onChange: (zone: Zone) => void;
}

/** The zones whose name or rule contains every word of `search`. */
function matching(zones: readonly Zone[], search: string): Zone[] {
  const words = searchable(search).split(/\s+/).filter(Boolean);
  return zones.filter((zone) => {
    const text = searchable(`${zone.name} ${zone.posix}`);
    return words.every((word) => text.includes(word));
  });
}

/**
 * A select of ~460 time zones with a search box that narrows its options. A search that leaves a
 * single zone chooses it; the configured zone stays listed (first) while it does not match, so the
 * select never shows a zone that is not the one that would be saved. The count is what is listed.
 */
export function TimezoneField({ zones, reason, value, error, onChange }: TimezoneFieldProps) {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const found = useMemo(() => matching(zones ?? [], search), [zones, search]);
  const shown = found.some((zone) => zoneKey(zone) === zoneKey(value)) ? found : [value, ...found];
  const total = (zones ?? []).some((zone) => zoneKey(zone) === zoneKey(value))
    ? (zones ?? []).length
    : (zones ?? []).length + 1;
  const hint = !zones
    ? undefined
    : search.trim() !== '' && found.length === 0
      ? t('ntp.TimezoneNone', { zone: value.name })
      : t('ntp.TimezoneHint', { shown: shown.length, total });

  return (
    <>
      {zones === null && (
        <Alert variant="warning">
          {t('ntp.ZonesFailed')}
          {reason !== undefined && ` ${reason}`}
        </Alert>
      )}
      <FormRow label={t('ntp.Timezone')} error={error} hint={hint}>
        {({ id, describedBy, invalid }) => (
          <>
            <input
              type="search"
              className="form-control mb-2"
              aria-label={t('ntp.TimezoneSearch')}
              aria-controls={id}
              placeholder={t('ntp.TimezoneSearch')}
              value={search}
              disabled={!zones}
              onChange={(event) => {
                const next = event.target.value;
                setSearch(next);
                const only = matching(zones ?? [], next);
                if (only.length === 1 && only[0] && zoneKey(only[0]) !== zoneKey(value)) onChange(only[0]);
              }}
            />
            <select
              id={id}
              className={`form-select${invalid ? ' is-invalid' : ''}`}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              value={zoneKey(value)}
              onChange={(event) => {
                const chosen = shown.find((zone) => zoneKey(zone) === event.target.value);
                if (chosen) onChange(chosen);
              }}
            >
              {shown.map((zone) => (
                <option key={zoneKey(zone)} value={zoneKey(zone)}>
                  {zone.name}
                </option>
              ))}
            </select>
          </>
        )}
      </FormRow>
    </>
  );
}
