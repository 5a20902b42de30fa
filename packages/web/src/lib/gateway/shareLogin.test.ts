// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { shareLogin } from './shareLogin.ts';

const user = { authdata: btoa('admin:shared') };

function companion(gateways: { id: string; login: string }[]) {
  return vi.fn((_input: string, init?: RequestInit) => {
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Basic ${user.authdata}`);
    return Promise.resolve(
      Response.json({ version: '1', history: true, gateways: gateways.map((g) => ({ ...g, name: g.id })) }),
    );
  }) as unknown as typeof fetch;
}

describe('one sign-in', () => {
  it('keeps the login for every other gateway it opens, not for those it does not', async () => {
    localStorage.clear();
    const fetcher = companion([
      { id: 'home', login: 'opens' },
      { id: 'garage', login: 'opens' },
      { id: 'shed', login: 'refused' },
    ]);
    const shared = await shareLogin(user, { fetcher, scope: { id: 'home', base: '/g/home' } });
    expect(shared).toEqual(['garage']);
    expect(JSON.parse(localStorage.getItem('user@garage') ?? '{}')).toEqual(user);
    expect(localStorage.getItem('user@shed')).toBeNull();
    expect(localStorage.getItem('user@home')).toBeNull();
  });

  it('shares nothing on a bare gateway', async () => {
    localStorage.clear();
    const fetcher = vi.fn(() =>
      Promise.resolve(new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })),
    ) as unknown as typeof fetch;
    expect(await shareLogin(user, { fetcher, scope: { id: null, base: '' } })).toEqual([]);
    expect(localStorage.length).toBe(0);
  });
});
