import { vi } from 'vitest';

/** What a path answers: JSON (an object), the web page (`html`), or a function of the request. */
export type FakeAnswer = unknown;

export const HTML_PAGE = Symbol('html');

/**
 * A gateway behind a stubbed `fetch`: GETs answered by path (query left out) with JSON, or with the
 * gateway's web page (200 text/html) for `HTML_PAGE` and for any path it does not list — as firmware
 * does for paths it has no handler for. POSTs are recorded (their `data` field parsed) and answered
 * by `post`. Unstub with `vi.unstubAllGlobals()`.
 */
export function fakeGateway(
  answers: Record<string, FakeAnswer>,
  post: (path: string, body: unknown) => unknown = () => ({ type: 'success', message: 'ok', code: 1001 }),
) {
  const posts: { path: string; body: unknown }[] = [];
  const gets: string[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) => {
    const path =
      String(input)
        .replace(/^https?:\/\/[^/]+/, '')
        .split('?')[0] ?? '';
    if (init?.method === 'POST') {
      const data = (init.body as FormData).get('data');
      const body: unknown = typeof data === 'string' ? JSON.parse(data) : null;
      posts.push({ path, body });
      return Promise.resolve(json(post(path, body)));
    }
    gets.push(path);
    const answer = answers[path];
    if (answer === undefined || answer === HTML_PAGE)
      return Promise.resolve(
        new Response('<!doctype html><title>OpenDTU</title>', { headers: { 'Content-Type': 'text/html' } }),
      );
    return Promise.resolve(json(answer));
  });
  return { posts, gets };
}
