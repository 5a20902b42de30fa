// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconDataUrl } from './inlineTabIcon.ts';

describe('the served build’s inline tab icon', () => {
  it('is the app icon as a data URL, without its comment or the spaces between tags', () => {
    const svg = readFileSync(fileURLToPath(new URL('../icons/icon.svg', import.meta.url)), 'utf8');
    const url = iconDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const markup = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(markup).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 512 512"><rect /);
    expect(markup).not.toContain('<!--');
    expect(markup).not.toMatch(/>\s+</);
    expect(markup.endsWith('</svg>')).toBe(true);
    // Every shape of the icon is kept.
    for (const tag of ['<circle', '<use', '<polygon', '<line']) expect(markup).toContain(tag);
  });
});
