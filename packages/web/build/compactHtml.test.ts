/**
 * The build compacts index.html (build/compactHtml.ts): what the browser gets must behave as the page
 * written in index.html — the early live-status request above all — and say nothing to anyone reading
 * the source (comments) on the device's slow link.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compactIndexHtml } from './compactHtml.ts';

const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'index.html'), 'utf8');
const built = compactIndexHtml(source);

/** The inline classic scripts of a page, in order. */
function inlineScripts(html: string): string[] {
  return Array.from(html.matchAll(/<script>([\s\S]*?)<\/script>/g), (match) => match[1] ?? '');
}

interface EarlyRequest {
  url: string;
  headers: Record<string, string>;
}

/** Runs the page's inline scripts at a path with this stored storage; the request it sent, if any. */
function earlyRequest(html: string, pathname: string, stored: Record<string, string>): EarlyRequest | null {
  let request: EarlyRequest | null = null;
  const window: Record<string, unknown> = {
    location: { pathname },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      request = { url, headers: { ...init.headers } };
      return 'pending';
    },
  };
  window.window = window;
  for (const script of inlineScripts(html)) runInNewContext(script, window);
  return request;
}

describe('compactIndexHtml', () => {
  it('drops the comments and the indentation but keeps every tag and attribute', () => {
    expect(source).toContain('// The live view');
    expect(built).not.toMatch(/\/\/ The live view|<!--/);
    expect(built).not.toMatch(/>\s+</);
    expect(built.length).toBeLessThan(source.length * 0.8);
    expect(built).toContain('<script type="module" src="/src/app/main.tsx"></script>');
    expect(built).toContain('<link rel="manifest" href="/site.webmanifest" />');
    expect(built).toContain('<div id="root"></div>');
  });

  it('still asks for the live data early, with the stored login, on the live view', () => {
    const user = JSON.stringify({ authdata: 'YWRtaW46b3BlbmR0dQ==' });
    for (const html of [source, built]) {
      expect(earlyRequest(html, '/', { user })).toEqual({
        url: '/api/livedata/status',
        headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: 'Basic YWRtaW46b3BlbmR0dQ==' },
      });
      expect(earlyRequest(html, '/g/roof-2/', { 'user@roof-2': user })).toEqual({
        url: '/g/roof-2/api/livedata/status',
        headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: 'Basic YWRtaW46b3BlbmR0dQ==' },
      });
      expect(earlyRequest(html, '/', { user: 'not json' })).toEqual({
        url: '/api/livedata/status',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(earlyRequest(html, '/settings/network', { user })).toBeNull();
    }
  });

  it('leaves the text of elements, styles and module scripts as they are', () => {
    const page =
      '<!doctype html>\n<html>\n  <!-- note -->\n  <head>\n    <style>a > b { color: red }</style>\n' +
      '    <script type="module">const  a = 1;\n</script>\n  </head>\n  <body><p>two  words</p></body>\n</html>\n';
    expect(compactIndexHtml(page)).toBe(
      '<!doctype html><html><head><style>a > b { color: red }</style>' +
        '<script type="module">const  a = 1;\n</script></head><body><p>two  words</p></body></html>',
    );
  });

  it('fails the build on an inline script that does not parse', () => {
    expect(() => compactIndexHtml('<script>var = ;</script>')).toThrow(/does not minify/);
  });
});
