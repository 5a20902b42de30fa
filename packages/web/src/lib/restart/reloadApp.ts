/**
 * Reloads the app so that it runs the assets the gateway serves now (a firmware upgrade brings new
 * ones). The device serves fixed URLs (`/js/app.js`) revalidated by ETag, a hashed build new file
 * names from a new index.html: we first revalidate index.html and every script and stylesheet it
 * names in the HTTP cache (`cache: 'no-cache'` asks the server; a 304 costs nothing), then reload.
 * A failure on the way still reloads: the browser revalidates the page itself.
 */

const ASSET_PATTERN = /\b(?:src|href)="([^"]+\.(?:js|css))"/g;

/** Script and stylesheet URLs named by an index.html, resolved against `base`. */
export function assetUrls(html: string, base: string): string[] {
  return [...html.matchAll(ASSET_PATTERN)].map((match) => new URL(match[1] ?? '', base).href);
}

export async function refreshAppCache(base: string = window.location.href): Promise<void> {
  const indexUrl = new URL(import.meta.env.BASE_URL, base).href;
  const index = await fetch(indexUrl, { cache: 'no-cache' });
  if (!index.ok) return;
  const urls = assetUrls(await index.text(), indexUrl);
  await Promise.all(urls.map((url) => fetch(url, { cache: 'no-cache' }).then((r) => r.blob())));
}

export async function reloadApp(): Promise<void> {
  await refreshAppCache().catch(() => undefined);
  window.location.reload();
}
