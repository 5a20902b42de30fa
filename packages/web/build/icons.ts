/**
 * Renders the app icon (icons/icon.svg) into the files browsers and phones ask for, in public/:
 * favicon.png (192 × 192: home screens, the manifest, apple-touch-icon) and favicon.ico (16 and 32 px
 * PNG images in one ICO: tabs and bookmarks; a 48 px image cost every first load 1.4 KB that no browser
 * tab shows, larger places take favicon.png). Uses Chromium through Playwright (the browser the e2e tests drive), so the
 * output is what a browser draws; then each PNG goes through Debian's `pngquant` (a palette of the icon's
 * few colours: the 192 px image from 5.1 to 2.9 KB, which the firmware build embeds within its 170 KB).
 * Run after editing the SVG: `npx tsx packages/web/build/icons.ts` (`apt-get install pngquant`); the
 * results are committed (the builds only copy them).
 */
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(root, 'icons', 'icon.svg'), 'utf8');
const PNG_SIZE = 192;
const ICO_SIZES = [16, 32] as const;

/** An ICO file whose images are PNGs (every browser since IE 11 reads them). */
export function icoFromPngs(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The PNG with a palette (pngquant, quality 80–100), or as it was when that would not be smaller. */
function quantized(png: Buffer): Buffer {
  const result = spawnSync('pngquant', ['--quality=80-100', '--speed', '1', '-'], { input: png });
  if (result.error) throw new Error(`pngquant is needed (apt-get install pngquant): ${result.error.message}`);
  return result.status === 0 && result.stdout.length < png.length ? result.stdout : png;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const render = async (size: number): Promise<Buffer> => {
      await page.setViewportSize({ width: size, height: size });
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}">`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      return quantized(
        await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }),
      );
    };
    writeFileSync(join(root, 'public', 'favicon.png'), await render(PNG_SIZE));
    const images = [];
    for (const size of ICO_SIZES) images.push({ size, png: await render(size) });
    writeFileSync(join(root, 'public', 'favicon.ico'), icoFromPngs(images));
  } finally {
    await browser.close();
  }
}

await main();
