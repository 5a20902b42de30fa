/** `--device [<id>=]<url>` and per-gateway logins (companion-api §3): what starts, what is refused. */
import { describe, expect, it } from 'vitest';
import { CompanionUsageError, gatewayEntries } from './devices.ts';

const basic = (user: string, password: string): string =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('gatewayEntries', () => {
  it('gives a bare URL the id "gateway" and takes ids with their own logins', () => {
    expect(gatewayEntries(['http://10.0.0.5'], ['admin'], ['pw='])).toMatchObject([
      { id: 'gateway', target: { origin: 'http://10.0.0.5', authorization: basic('admin', 'pw=') } },
    ]);
    const two = gatewayEntries(
      ['home=http://10.0.0.5', 'garage=https://10.0.0.6:8443'],
      ['garage=admin'],
      ['garage=s=cret'],
    );
    expect(two.map((g) => g.id)).toEqual(['home', 'garage']);
    expect(two[0]?.target.authorization).toBeUndefined();
    expect(two[1]?.target).toMatchObject({
      origin: 'https://10.0.0.6:8443',
      authorization: basic('admin', 's=cret'),
    });
  });

  it('refuses bad or repeated ids, a second bare URL and a login without its gateway', () => {
    expect(() => gatewayEntries(['Home=http://a'], [], [])).toThrow(
      /"Home" must be 1 to 32 characters of a-z, 0-9/,
    );
    expect(() => gatewayEntries([`${'a'.repeat(33)}=http://a`], [], [])).toThrow(CompanionUsageError);
    expect(() => gatewayEntries(['http://a', 'http://b'], [], [])).toThrow(
      /only one --device may be a bare URL/,
    );
    expect(() => gatewayEntries(['x=http://a', 'x=http://b'], [], [])).toThrow(/"x" is given twice/);
    expect(() => gatewayEntries(['x=http://a', 'y=http://b'], ['admin'], ['pw'])).toThrow(
      /--device-user needs the gateway/,
    );
    expect(() => gatewayEntries(['x=http://a', 'y=http://b'], ['y=admin'], [])).toThrow(
      /y: .*needs its password/,
    );
  });
});
