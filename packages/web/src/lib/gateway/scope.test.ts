import { describe, expect, it } from 'vitest';
import { appPath, devicePath, gatewayHref, scopeOf, withGateway } from './scope.ts';

describe('gateway scope', () => {
  it('reads the gateway from a /g/<id>/ path', () => {
    expect(scopeOf('/g/garage/settings/inverter')).toEqual({ id: 'garage', base: '/g/garage' });
    expect(scopeOf('/g/home')).toEqual({ id: 'home', base: '/g/home' });
  });

  it('leaves unprefixed and malformed paths unscoped', () => {
    expect(scopeOf('/settings/inverter')).toEqual({ id: null, base: '' });
    expect(scopeOf('/g/Garage/')).toEqual({ id: null, base: '' });
    expect(scopeOf('/gx/home/')).toEqual({ id: null, base: '' });
    expect(scopeOf('/g/homely-gateway-with-a-name-far-too-long-for-an-id/')).toEqual({ id: null, base: '' });
  });

  it('builds links and companion calls for a gateway', () => {
    expect(gatewayHref('farm', '/history')).toBe('/g/farm/history');
    expect(withGateway('/api/x/history/power?day=2026-06-21', scopeOf('/g/farm/'))).toBe(
      '/api/x/history/power?day=2026-06-21&gateway=farm',
    );
    expect(withGateway('/api/x/fleet', scopeOf('/'))).toBe('/api/x/fleet');
  });

  it('puts device calls under the gateway, never the companion’s own', () => {
    const garage = scopeOf('/g/garage/settings/inverter');
    expect(devicePath('/api/inverter/list', garage)).toBe('/g/garage/api/inverter/list');
    expect(devicePath('/livedata', garage)).toBe('/g/garage/livedata');
    expect(devicePath('/api/x/history/power?day=2026-06-21', garage)).toBe(
      '/api/x/history/power?day=2026-06-21',
    );
    expect(devicePath('/api/inverter/list', scopeOf('/settings/inverter'))).toBe('/api/inverter/list');
  });

  it('reads the router’s path of a browser path', () => {
    const garage = scopeOf('/g/garage/');
    expect(appPath('/g/garage/settings/inverter', garage)).toBe('/settings/inverter');
    expect(appPath('/g/garage', garage)).toBe('/');
    expect(appPath('/settings/inverter', scopeOf('/'))).toBe('/settings/inverter');
  });
});
