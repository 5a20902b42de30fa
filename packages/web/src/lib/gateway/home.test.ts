import { describe, expect, it } from 'vitest';
import { homeRedirect, rememberGateway, rememberedGateway } from './home.ts';
import { scopeOf } from './scope.ts';

const fleet = [{ id: 'home' }, { id: 'garage' }, { id: 'shed' }];
const at = (pathname: string, search = '') => ({ pathname, search });

describe('the home of several gateways', () => {
  it('sends the unprefixed start page to the fleet overview', () => {
    expect(homeRedirect(scopeOf('/'), at('/'), fleet, 'garage')).toEqual({ kind: 'fleet' });
  });

  it('opens an unprefixed screen on the remembered gateway, else on the first', () => {
    expect(
      homeRedirect(scopeOf('/settings/inverter'), at('/settings/inverter', '?x=1'), fleet, 'garage'),
    ).toEqual({
      kind: 'gateway',
      href: '/g/garage/settings/inverter?x=1',
    });
    expect(homeRedirect(scopeOf('/info/system'), at('/info/system'), fleet, null)).toEqual({
      kind: 'gateway',
      href: '/g/home/info/system',
    });
    // A gateway the companion no longer has is not a place to go.
    expect(homeRedirect(scopeOf('/about'), at('/about'), fleet, 'barn')).toEqual({
      kind: 'gateway',
      href: '/g/home/about',
    });
  });

  it('leaves the fleet’s pages, gateway pages, one gateway and a bare gateway alone', () => {
    expect(homeRedirect(scopeOf('/fleet'), at('/fleet'), fleet, 'garage')).toBeNull();
    expect(homeRedirect(scopeOf('/g/shed/'), at('/'), fleet, 'garage')).toBeNull();
    expect(homeRedirect(scopeOf('/'), at('/'), [{ id: 'sim' }], null)).toBeNull();
    expect(homeRedirect(scopeOf('/settings/dtu'), at('/settings/dtu'), [], null)).toBeNull();
  });

  it('remembers the gateway chosen last', () => {
    expect(rememberedGateway()).toBeNull();
    rememberGateway('shed');
    expect(rememberedGateway()).toBe('shed');
    localStorage.removeItem('gateway');
  });
});
