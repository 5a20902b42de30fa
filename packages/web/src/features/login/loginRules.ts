/** Interface-spec §5: username and password are required; the username cannot hold spaces. */
export interface LoginErrors {
  username?: 'login.UsernameRequired';
  password?: 'login.PasswordRequired';
}

export function validateLogin(username: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (username === '') errors.username = 'login.UsernameRequired';
  if (password === '') errors.password = 'login.PasswordRequired';
  return errors;
}

/** Spaces are blocked while typing; pasted text loses them too. */
export function withoutSpaces(value: string): string {
  return value.replace(/\s/g, '');
}
