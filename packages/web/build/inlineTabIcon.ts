import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ICON_LINK = '<link rel="icon" href="/favicon.ico" sizes="32x32" />';

/** icons/icon.svg without its comment and the whitespace between tags, as a `data:` URL. */
export function iconDataUrl(svg: string): string {
  const compact = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
  return `data:image/svg+xml,${encodeURIComponent(compact)}`;
}

/**
 * The served build's tab icon travels inside index.html as an SVG: the browser's request for
 * /favicon.ico (1.4 KB with its headers) was one more round trip of every first load. The firmware-ready
 * build keeps the link to favicon.ico, one of the six files a gateway serves (device-api §10.4).
 */
export function inlineTabIcon(): Plugin {
  const svg = readFileSync(fileURLToPath(new URL('../icons/icon.svg', import.meta.url)), 'utf8');
  return {
    name: 'dtu-web:inline-tab-icon',
    transformIndexHtml(html) {
      if (!html.includes(ICON_LINK)) throw new Error(`index.html lost its ${ICON_LINK}`);
      return html.replace(ICON_LINK, `<link rel="icon" href="${iconDataUrl(svg)}" type="image/svg+xml" />`);
    },
  };
}
