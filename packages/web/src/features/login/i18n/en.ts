import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'login.Title': 'Login',
  'login.Username': 'Username',
  'login.Password': 'Password',
  'login.Submit': 'Log in',
  'login.UsernameRequired': 'Please enter a username.',
  'login.PasswordRequired': 'Please enter the password.',
  'login.NoSpaces': 'The username cannot contain spaces.',
  'login.InvalidCredentials': 'Wrong username or password.',
  'login.Failed': 'Login failed: {message}',
  'login.AlreadyLoggedIn': 'You are already logged in. Logging in again replaces the stored login.',
  'login.Continue': 'Continue without logging in again',
  'login.Why': 'The page {page} needs the gateway’s admin login.',
  'login.WhyGateway':
    'The page {page} needs the admin login of the gateway {gateway}. Gateways that share this password are signed in with it too.',
};

export default en;
