import { describe, expect, it } from 'vitest';
import { encodeCredentials } from '../auth/credentials.ts';
import { socketUrl } from './socketUrl.ts';

describe('socketUrl', () => {
  it('uses ws or wss on the page host', () => {
    expect(socketUrl('/console', null, { protocol: 'http:', host: '192.168.4.1' })).toBe(
      'ws://192.168.4.1/console',
    );
    expect(socketUrl('/livedata', null, { protocol: 'https:', host: 'dtu.local:8443' })).toBe(
      'wss://dtu.local:8443/livedata',
    );
  });

  it('carries the stored credentials as user-info', () => {
    const user = { authdata: encodeCredentials('admin', 'p@ss:wörd') };
    expect(socketUrl('/console', user, { protocol: 'http:', host: 'dtu' })).toBe(
      'ws://admin:p%40ss%3Aw%C3%B6rd@dtu/console',
    );
  });

  it('opens the page’s gateway’s socket under its prefix', () => {
    const at = (path: string) => `/g/garage${path}`;
    expect(socketUrl('/livedata', null, { protocol: 'http:', host: 'pi:8080' }, at)).toBe(
      'ws://pi:8080/g/garage/livedata',
    );
  });
});
