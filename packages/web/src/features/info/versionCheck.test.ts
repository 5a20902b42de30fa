import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allowVersionCheck,
  checkVersion,
  DEFAULT_VERSION_CHECK_URL,
  readCompareAnswer,
  versionCheckAllowed,
  versionCheckUrl,
} from './versionCheck.ts';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('versionCheckUrl', () => {
  it('compares a release tag, or the commit hash of a describe text, with upstream HEAD', () => {
    expect(DEFAULT_VERSION_CHECK_URL).toContain('{version}');
    expect(versionCheckUrl('v24.10.6', localStorage, undefined)).toBe(
      'https://api.github.com/repos/tbnobody/OpenDTU/compare/v24.10.6...HEAD',
    );
    expect(versionCheckUrl('v24.10.6-3-gabc1234', localStorage, '')).toBe(
      'https://api.github.com/repos/tbnobody/OpenDTU/compare/abc1234...HEAD',
    );
    expect(versionCheckUrl('g0000000', localStorage, undefined)).toContain('/compare/0000000...HEAD');
  });

  it('takes the stored endpoint before the built one before upstream', () => {
    expect(versionCheckUrl('v1', localStorage, 'http://build.example/c/{version}')).toBe(
      'http://build.example/c/v1',
    );
    localStorage.setItem('versionCheckUrl', 'http://127.0.0.1:9/compare/{version}');
    expect(versionCheckUrl('v1', localStorage, 'http://build.example/c/{version}')).toBe(
      'http://127.0.0.1:9/compare/v1',
    );
  });
});

describe('opt-in', () => {
  it('is off until allowed, and stored like the stock UI', () => {
    expect(versionCheckAllowed(localStorage)).toBe(false);
    allowVersionCheck(localStorage, true);
    expect(localStorage.getItem('allowVersionInfo')).toBe('1');
    expect(versionCheckAllowed(localStorage)).toBe(true);
    allowVersionCheck(localStorage, false);
    expect(versionCheckAllowed(localStorage)).toBe(false);
  });
});

describe('readCompareAnswer', () => {
  it('commits ahead mean a newer release, with the compare page as a web link only', () => {
    expect(readCompareAnswer({ total_commits: 3, html_url: 'https://github.com/x/compare/a...b' })).toEqual({
      state: 'newer',
      url: 'https://github.com/x/compare/a...b',
    });
    expect(readCompareAnswer({ total_commits: 1, html_url: 'javascript:alert(1)' })).toEqual({
      state: 'newer',
      url: undefined,
    });
    expect(readCompareAnswer({ total_commits: 0 })).toEqual({ state: 'current' });
  });

  it('anything else is a failed check', () => {
    for (const body of [
      null,
      {},
      { total_commits: '3' },
      { total_commits: -1 },
      'text',
      { message: 'Not Found' },
    ]) {
      expect(readCompareAnswer(body)).toEqual({ state: 'failed' });
    }
  });
});

describe('checkVersion', () => {
  it('sends no credentials and turns errors and refusals into a failed check', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ total_commits: 0 }), { status: 200 }));
    expect(await checkVersion('http://x/', new AbortController().signal)).toEqual({ state: 'current' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });

    fetchMock.mockResolvedValueOnce(new Response('{"message":"Not Found"}', { status: 404 }));
    expect(await checkVersion('http://x/', new AbortController().signal)).toEqual({ state: 'failed' });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    expect(await checkVersion('http://x/', new AbortController().signal)).toEqual({ state: 'failed' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await checkVersion('http://x/', new AbortController().signal)).toEqual({ state: 'failed' });
  });
});
