import { endpoints, withQuery, type GridProfile, type GridProfileRawData } from '@dtu-web/protocol';
import { Modal } from '../../../components/Modal.tsx';
import { api } from '../../../lib/api/index.ts';
import { useI18n } from '../../../lib/i18n/index.ts';
import { InfoRows, LoadedView } from './Loaded.tsx';
import type { DialogProps } from './kinds.ts';
import { useLoad } from '../../../lib/api/useLoad.ts';

/** The profile bytes as hex pairs, 16 to a line. */
export function hexBytes(raw: readonly number[]): string {
  const pairs = raw.map((byte) => byte.toString(16).padStart(2, '0').toUpperCase());
  const lines: string[] = [];
  for (let i = 0; i < pairs.length; i += 16) lines.push(pairs.slice(i, i + 16).join(' '));
  return lines.join('\n');
}

async function loadProfile(serial: string): Promise<[Partial<GridProfile>, number[]]> {
  // The device's order: the decoded profile, then the raw bytes.
  const profile = await api.get<Partial<GridProfile>>(
    withQuery(endpoints.gridprofileStatus, { inv: serial }),
  );
  const { raw } = await api.get<Partial<GridProfileRawData>>(
    withQuery(endpoints.gridprofileRawdata, { inv: serial }),
  );
  return [profile, raw ?? []];
}

/** The grid profile: name, version, each section's items with units, and the raw bytes. */
export function GridProfileDialog({ serial, title, onClose }: DialogProps) {
  const { t, format } = useI18n();
  const { current: loaded } = useLoad(() => loadProfile(serial));
  return (
    <Modal open title={title(t('live.GridProfile'))} onClose={onClose} size="lg">
      <LoadedView loaded={loaded}>
        {([profile, raw]) =>
          raw.reduce((sum, byte) => sum + byte, 0) === 0 ? (
            <p data-testid="no-info">{t('live.NoProfile')}</p>
          ) : (
            <>
              <InfoRows
                rows={[
                  [t('live.GridProfile'), profile.name],
                  [t('live.Version'), profile.version],
                ]}
              />
              {(profile.sections ?? []).map((section) => (
                <section key={section.name}>
                  <h3 className="fs-6">{section.name}</h3>
                  <InfoRows
                    rows={section.items.map(
                      (item) =>
                        [
                          item.n,
                          // A switch of the profile: the device sends 1 / 0 with the unit "bool".
                          item.u === 'bool'
                            ? t(item.v === 0 ? 'live.No' : 'live.Yes')
                            : `${format.decimal(item.v)} ${item.u}`.trim(),
                        ] as const,
                    )}
                  />
                </section>
              ))}
              <h3 className="fs-6">{t('live.RawData')}</h3>
              <pre className="live-raw" data-testid="raw-bytes">
                {hexBytes(raw)}
              </pre>
            </>
          )
        }
      </LoadedView>
    </Modal>
  );
}
