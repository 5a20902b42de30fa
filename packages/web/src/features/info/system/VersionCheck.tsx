import { useEffect, useState } from 'react';
import { Switch } from '../../../components/FormField.tsx';
import { useI18n } from '../../../lib/i18n/index.ts';
import {
  allowVersionCheck,
  checkVersion,
  versionCheckAllowed,
  versionCheckUrl,
  type VersionCheck,
} from '../versionCheck.ts';

/** Set at build time to check another repository (a fork) or a mirror; see versionCheck.ts. */
const BUILT_URL: unknown = import.meta.env.VITE_VERSION_CHECK_URL;

function VersionBadge({ check }: { check: VersionCheck }) {
  const { t } = useI18n();
  switch (check.state) {
    case 'checking':
      return <span role="status">{t('info.VersionChecking')}</span>;
    case 'current':
      return (
        <span className="badge text-bg-success" role="status">
          {t('info.VersionOk')}
        </span>
      );
    case 'failed':
      return (
        <span className="badge text-bg-secondary" role="status">
          {t('info.VersionError')}
        </span>
      );
    case 'newer':
      return check.url === undefined ? (
        <span className="badge text-bg-danger" role="status">
          {t('info.VersionNew')}
        </span>
      ) : (
        <a
          className="badge text-bg-danger"
          href={check.url}
          target="_blank"
          rel="noopener noreferrer"
          title={t('info.VersionCompare')}
        >
          {t('info.VersionNew')}
        </a>
      );
  }
}

/**
 * The opt-in release check: off until the user switches it on (remembered in the browser, as on the
 * device's own UI); then the running version is compared with upstream on every load of the page.
 */
export function VersionCheckRow({ gitHash, receivedAt }: { gitHash: string; receivedAt: number }) {
  const { t } = useI18n();
  const [allowed, setAllowed] = useState(() => versionCheckAllowed(localStorage));
  // Each switch-on asks again; an answer belongs to one version, one page load and one switch-on.
  const [switchedOn, setSwitchedOn] = useState(0);
  const request = `${gitHash} ${String(receivedAt)} ${String(switchedOn)}`;
  const [answer, setAnswer] = useState<{ request: string; check: VersionCheck } | null>(null);

  useEffect(() => {
    if (!allowed) return undefined;
    const abort = new AbortController();
    checkVersion(versionCheckUrl(gitHash, localStorage, BUILT_URL), abort.signal).then(
      (check) => {
        setAnswer({ request, check });
      },
      () => {
        // Aborted: a newer load or leaving the page.
      },
    );
    return () => {
      abort.abort();
    };
  }, [allowed, gitHash, request]);

  const check: VersionCheck = answer?.request === request ? answer.check : { state: 'checking' };
  return (
    <div>
      <Switch
        label={t('info.VersionCheckAllow')}
        checked={allowed}
        onChange={(value) => {
          allowVersionCheck(localStorage, value);
          setAllowed(value);
          if (value) setSwitchedOn((count) => count + 1);
        }}
        className="mb-1"
      />
      <p className="info-hint text-body-secondary mb-1">{t('info.VersionCheckHint')}</p>
      {allowed && <VersionBadge check={check} />}
    </div>
  );
}
