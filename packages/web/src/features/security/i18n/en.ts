import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'security.AdminPassword': 'Admin password',
  'security.AdminPasswordIntro':
    'The password of the user “admin” for these settings. It also protects the device’s own WiFi access point.',
  'security.Password': 'Password',
  'security.PasswordHint':
    '{bytes} of {max} bytes used, at least {min}. Letters such as ä or é take two bytes, € takes three.',
  'security.PasswordRepeat': 'Repeat password',
  'security.PasswordRepeatHint': 'Type the same password again.',
  'security.UnsafeTitle': 'This password may lock you out',
  'security.UnsafeText':
    'It contains {characters}. Browsers, apps and scripts do not all send such characters the same way when logging in (the device’s stock web interface cannot log in with them), so the device may refuse the right password. Use only the letters A–Z and a–z, digits, spaces and symbols such as !, #, %, + or _.',
  'security.ConfirmTitle': 'Save a password with special characters?',
  'security.ConfirmText':
    'The new password contains {characters}. Only save it if every browser and app you use to reach the device can log in with it; otherwise you may lock yourself out.',
  'security.ConfirmSave': 'Save anyway',
  'security.LoginKept':
    'This browser now logs in with the new password. Other browsers and apps must log in again with it.',
  'security.Permissions': 'Permissions',
  'security.AllowReadonly': 'Allow read-only access without a password',
  'security.AllowReadonlyHint':
    'Anyone who can reach the device may see the live data and the information screens without logging in. Settings always need the password.',
  'security.DefaultTitle': 'This is the factory password',
  'security.DefaultText':
    'Every gateway of this kind ships with it, so anyone who can reach yours can log in and change its settings. Choose a password of your own.',
};

export default en;
