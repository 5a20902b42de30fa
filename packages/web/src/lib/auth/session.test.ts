import { describe, expect, it, vi } from 'vitest';
import { encodeCredentials } from './credentials.ts';
import { loginPath, safeReturnUrl } from './loginPath.ts';
import { Session, userStorageKey } from './session.ts';

describe('session', () => {
  it('is logged in only with a stored record that has authdata', () => {
    expect(new Session(localStorage).isLoggedIn()).toBe(false);
    localStorage.setItem('user', '{"broken"');
    expect(new Session(localStorage).isLoggedIn()).toBe(false);
    localStorage.setItem('user', JSON.stringify({ code: 10002 }));
    expect(new Session(localStorage).isLoggedIn()).toBe(false);
    localStorage.setItem('user', JSON.stringify({ code: 10002, authdata: 'YTpi' }));
    expect(new Session(localStorage).getUser()).toEqual({ code: 10002, authdata: 'YTpi' });
  });

  it('login stores the record and emits logged-in; logout removes it and emits logged-out', () => {
    const session = new Session(localStorage);
    const events: string[] = [];
    session.on('logged-in', () => events.push('in'));
    const stop = session.on('logged-out', () => events.push('out'));
    const changes = vi.fn();
    session.subscribe(changes);

    session.logIn({ authdata: 'YTpi', type: 'success' });
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({ authdata: 'YTpi', type: 'success' });
    session.logOut();
    expect(localStorage.getItem('user')).toBeNull();
    expect(events).toEqual(['in', 'out']);
    expect(changes).toHaveBeenCalledTimes(2);

    stop();
    session.logOut();
    expect(events).toEqual(['in', 'out']);
  });

  it('keeps one login per gateway of a companion, the unprefixed one where the device UI keeps it', () => {
    expect(userStorageKey(null)).toBe('user');
    const home = new Session(localStorage, userStorageKey('home'));
    const garage = new Session(localStorage, userStorageKey('garage'));
    garage.logIn({ authdata: 'Z2FyYWdl' });
    expect(home.isLoggedIn()).toBe(false);
    expect(new Session(localStorage).isLoggedIn()).toBe(false);
    home.logIn({ authdata: 'aG9tZQ==' });
    garage.logOut();
    expect(new Session(localStorage, userStorageKey('home')).getUser()?.authdata).toBe('aG9tZQ==');
    expect(localStorage.getItem('user@garage')).toBeNull();
    home.logOut();
  });

  it('follows a login made in another tab', () => {
    const session = new Session(localStorage);
    localStorage.setItem('user', JSON.stringify({ authdata: 'eDp5' }));
    session.reloadFromStorage();
    expect(session.getUser()?.authdata).toBe('eDp5');
  });
});

describe('credentials and return paths', () => {
  it('encodes user:password as UTF-8 base64', () => {
    expect(encodeCredentials('admin', 'openDTU42')).toBe(btoa('admin:openDTU42'));
    expect(atob(encodeCredentials('admin', 'pässwort'))).toBe('admin:p\u00c3\u00a4sswort');
  });

  it('builds the login path with the page to return to', () => {
    expect(loginPath('/maintenance/reboot')).toBe('/login?returnUrl=%2Fmaintenance%2Freboot');
    expect(loginPath('/')).toBe('/login');
  });

  it('follows only same-site paths after login', () => {
    expect(safeReturnUrl('/settings/ntp?x=1')).toBe('/settings/ntp?x=1');
    expect(safeReturnUrl(null)).toBe('/');
    expect(safeReturnUrl('https://evil.example/')).toBe('/');
    expect(safeReturnUrl('//evil.example/')).toBe('/');
  });
});
