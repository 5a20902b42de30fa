import { minifySync, type Plugin } from 'vite';

/** A `<script>` or `<style>` element with its content: whitespace inside them is code, never layout. */
const rawElement = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;

/**
 * Minifies an inline classic script (no `src`, not a module): comments and layout go, names stay at the
 * top level, where a classic script's `var`s are globals another script may read.
 */
function minifyScript(code: string): string {
  const result = minifySync('inline.js', code, {
    compress: { target: 'es2020' },
    mangle: { toplevel: false },
    codegen: { removeWhitespace: true },
  });
  if (result.errors.length > 0) {
    throw new Error(`An inline script of index.html does not minify: ${result.errors[0]?.message ?? ''}`);
  }
  return result.code.trim();
}

/** HTML outside scripts and styles: comments dropped, whitespace between tags removed. */
function compactMarkup(markup: string): string {
  return markup
    .replace(/<!--(?!\[if)[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
}

/**
 * index.html as written is for people (comments, indentation, an early-status script with comments in
 * it); as built it is for the browser. Every byte of it travels on each first load, and on the device it
 * is one of the two files that must fit the flash (device-api §10.4), so the build drops its comments and
 * the layout between tags and minifies its inline scripts. Text inside elements, attributes and
 * `<script src>`/module tags stay exactly as they were.
 */
export function compactIndexHtml(html: string): string {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(rawElement)) {
    const [whole, open = '', tag = '', body = '', close = ''] = match;
    out += compactMarkup(html.slice(last, match.index));
    const inlineClassic =
      tag.toLowerCase() === 'script' && !/\ssrc=/i.test(open) && !/type=["']?module/i.test(open);
    const content =
      inlineClassic && body.trim() !== ''
        ? minifyScript(body)
        : tag.toLowerCase() === 'style'
          ? body.trim()
          : body;
    out += open + content + close;
    last = match.index + whole.length;
  }
  return out + compactMarkup(html.slice(last));
}

/** Runs last among the page's transforms, after the others have added their tags (see vite.config.ts). */
export function compactHtml(): Plugin {
  return {
    name: 'dtu-web:compact-html',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => compactIndexHtml(html) },
  };
}
