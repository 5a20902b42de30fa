import { describe, expect, it } from 'vitest';
import { foreignOrigin } from './origin.ts';

describe('cross-site requests', () => {
  const host = '192.168.1.7:8080';

  it('lets reads, same-origin changes and header-less tools pass', () => {
    expect(foreignOrigin('GET', { host, origin: 'http://evil.example' })).toBeUndefined();
    expect(foreignOrigin('POST', { host, origin: 'http://192.168.1.7:8080' })).toBeUndefined();
    expect(foreignOrigin('POST', { host, referer: 'http://192.168.1.7:8080/settings/ntp' })).toBeUndefined();
    expect(foreignOrigin('POST', { host: 'localhost', origin: 'http://localhost:80' })).toBeUndefined();
    expect(foreignOrigin('POST', { host })).toBeUndefined();
  });

  it('refuses changes and websockets from another origin, a null origin, another port', () => {
    expect(foreignOrigin('POST', { host, origin: 'http://evil.example' })).toBe('http://evil.example');
    expect(foreignOrigin('DELETE', { host, referer: 'https://evil.example/x' })).toBe('https://evil.example');
    expect(foreignOrigin('POST', { host, origin: 'null' })).toBe('an unknown page');
    expect(foreignOrigin('POST', { host, origin: 'http://192.168.1.7:3000' })).toBe(
      'http://192.168.1.7:3000',
    );
    expect(foreignOrigin('GET', { host, upgrade: 'websocket', origin: 'http://evil.example' })).toBe(
      'http://evil.example',
    );
  });
});
