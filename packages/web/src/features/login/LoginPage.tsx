import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert.tsx';
import { FormField } from '../../components/FormField.tsx';
import { PageFrame } from '../../components/PageFrame.tsx';
import { api, ApiError } from '../../lib/api/index.ts';
import { safeReturnUrl, useUser } from '../../lib/auth/index.ts';
import { pageScope } from '../../lib/gateway/index.ts';
import { shareLogin } from '../../lib/gateway/shareLogin.ts';
import { useCompanion } from '../../lib/history/index.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { validateLogin, withoutSpaces, type LoginErrors } from './loginRules.ts';

export default function LoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('admin');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loggedIn = useUser() !== null;
  const companion = useCompanion();
  const returnUrl = params.get('returnUrl');
  // Which gateway asks (several behind a companion): its name, else none.
  const gateways = companion.state === 'companion' ? companion.info.gateways : [];
  const asking =
    gateways.length > 1
      ? (gateways.find((gateway) => gateway.id === pageScope.id) ?? gateways[0])
      : undefined;

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    // A new attempt: the last one's failure no longer applies (it would stand above new messages).
    setFailure(null);
    const found = validateLogin(username, password);
    setErrors(found);
    if (found.username !== undefined || found.password !== undefined) return;
    setBusy(true);
    try {
      const user = await api.authenticate(username, password);
      // Gateways behind the companion that take the same login need no second sign-in.
      await shareLogin(user);
      await navigate(safeReturnUrl(params.get('returnUrl')), { replace: true });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 401) setFailure(t('login.InvalidCredentials'));
      else setFailure(t('login.Failed', { message: error instanceof Error ? error.message : String(error) }));
    }
  }

  return (
    <PageFrame title={t('login.Title')}>
      {loggedIn && failure === null && (
        <Alert variant="info">
          {t('login.AlreadyLoggedIn')}{' '}
          <Link className="alert-link" to={safeReturnUrl(params.get('returnUrl'))}>
            {t('login.Continue')}
          </Link>
        </Alert>
      )}
      {failure !== null && <Alert variant="danger">{failure}</Alert>}
      {!loggedIn && failure === null && returnUrl !== null && (
        <Alert variant="info">
          {asking === undefined
            ? t('login.Why', { page: returnUrl })
            : t('login.WhyGateway', { page: returnUrl, gateway: asking.name })}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="col-lg-8">
        <FormField
          label={t('login.Username')}
          name="username"
          autoComplete="username"
          required
          value={username}
          hint={t('login.NoSpaces')}
          error={errors.username === undefined ? undefined : t(errors.username)}
          onKeyDown={(event) => {
            if (event.key === ' ') event.preventDefault();
          }}
          onChange={(event) => {
            setUsername(withoutSpaces(event.target.value));
          }}
        />
        <FormField
          label={t('login.Password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password === undefined ? undefined : t(errors.password)}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('login.Submit')}
        </button>
      </form>
    </PageFrame>
  );
}
