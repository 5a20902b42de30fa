import {
  DEFAULT_ADMIN_PASSWORD,
  endpoints,
  SECURITY_PASSWORD_MAX_LENGTH,
  SECURITY_PASSWORD_MIN_LENGTH,
  securityFormSchema,
  utf8Length,
  type SecurityConfig,
} from '@dtu-web/protocol';
import { useRef, useState } from 'react';
import { Alert } from '../../components/Alert.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PasswordField, SwitchField } from '../../components/SettingsFields.tsx';
import { SettingsCard, SettingsPage } from '../../components/SettingsPage.tsx';
import { session } from '../../lib/auth/index.ts';
import { useSettingsForm } from '../../lib/form/useSettingsForm.ts';
import { useI18n } from '../../lib/i18n/index.ts';
import { describeCharacter, keepLoginWithPassword, unsafeCharacters } from './password.ts';

/** The wire body plus the repeat field, which never goes on the wire. */
interface SecurityForm extends SecurityConfig {
  passwordRepeat: string;
}

/** Security settings (interface-spec §2, device-api §1.1): admin password and read-only access. */
export default function SecurityPage() {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const [loginKept, setLoginKept] = useState(false);
  // The password the device had when the form was loaded, and the one a save is sending.
  const [loadedPassword, setLoadedPassword] = useState<string | null>(null);
  const sending = useRef<string | null>(null);

  const form = useSettingsForm<SecurityConfig, SecurityForm>({
    path: endpoints.securityConfig.path,
    schema: securityFormSchema,
    fromConfig: (config) => {
      setLoadedPassword(config.password);
      return { ...config, passwordRepeat: config.password };
    },
    toBody: ({ password, allow_readonly }): SecurityConfig => ({ password, allow_readonly }),
    onSaved: () => {
      // The device checks the next call against the new password: the stored login must carry it.
      if (sending.current !== null && keepLoginWithPassword(session, sending.current)) setLoginKept(true);
    },
  });
  const value = form.value;
  const unsafe = value === undefined ? [] : unsafeCharacters(value.password);
  const passwordChanged = value !== undefined && value.password !== loadedPassword;

  function save(): Promise<boolean> {
    sending.current = value?.password ?? null;
    setLoginKept(false);
    return form.save();
  }

  // A new password with characters clients send differently asks once more before it is saved.
  const guardedForm = {
    ...form,
    save: (): Promise<boolean> => {
      if (form.valid && passwordChanged && unsafe.length > 0) {
        setAsking(true);
        return Promise.resolve(false);
      }
      return save();
    },
  };

  return (
    <>
      <SettingsPage title={t('title.SecuritySettings')} form={guardedForm}>
        {(current) => (
          <>
            {loginKept && <Alert variant="info">{t('security.LoginKept')}</Alert>}
            <SettingsCard title={t('security.AdminPassword')}>
              <p className="text-body-secondary">{t('security.AdminPasswordIntro')}</p>
              <PasswordField
                form={form}
                name="password"
                label={t('security.Password')}
                hint={t('security.PasswordHint', {
                  bytes: utf8Length(current.password),
                  min: SECURITY_PASSWORD_MIN_LENGTH,
                  max: SECURITY_PASSWORD_MAX_LENGTH,
                })}
              />
              <PasswordField
                form={form}
                name="passwordRepeat"
                label={t('security.PasswordRepeat')}
                hint={t('security.PasswordRepeatHint')}
              />
              {/* Every gateway ships with it: saving it (again) keeps the door open to anyone nearby. */}
              {current.password === DEFAULT_ADMIN_PASSWORD && (
                <Alert variant="warning">
                  <strong className="d-block mb-1">{t('security.DefaultTitle')}</strong>
                  {t('security.DefaultText')}
                </Alert>
              )}
              {unsafe.length > 0 && (
                <Alert variant="warning">
                  <strong className="d-block mb-1">{t('security.UnsafeTitle')}</strong>
                  {t('security.UnsafeText', { characters: unsafe.map(describeCharacter).join(', ') })}
                </Alert>
              )}
            </SettingsCard>
            <SettingsCard title={t('security.Permissions')}>
              <SwitchField
                form={form}
                name="allow_readonly"
                label={t('security.AllowReadonly')}
                hint={t('security.AllowReadonlyHint')}
              />
            </SettingsCard>
          </>
        )}
      </SettingsPage>
      <ConfirmDialog
        open={asking}
        title={t('security.ConfirmTitle')}
        confirmLabel={t('security.ConfirmSave')}
        confirmVariant="warning"
        onConfirm={() => {
          setAsking(false);
          void save();
        }}
        onCancel={() => {
          setAsking(false);
        }}
      >
        {t('security.ConfirmText', { characters: unsafe.map(describeCharacter).join(', ') })}
      </ConfirmDialog>
    </>
  );
}
