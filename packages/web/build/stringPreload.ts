import type { HtmlTagDescriptor, Plugin } from 'vite';
import { LOCALE_STORAGE_KEY } from '../src/lib/i18n/detect.ts';

/** The catalogues a first load awaits: first-paint and deferred shared strings, and the live view's own. */
const SHARED = /\/src\/lib\/i18n\/locales\/(?:deferred\/)?(en|de|fr)\.ts$/;
const LIVE = /\/src\/features\/live\/(?:.+\/)?i18n\/(en|de|fr)\.ts$/;

type Files = Record<string, string[]>;

/**
 * The strings the first screen waits for are chunks of their own per language, so without help the
 * browser learns of them only once the entry script has run: one more round trip on the first load
 * (issue 12). This inline script picks the language as `lib/i18n/detect.ts` does (the stored choice,
 * else the browser's language prefix, else English) and preloads that language's catalogues while the
 * entry script downloads; on the live view (`/`, or a companion's `/g/<id>/`) also the live view's.
 */
export function preloadScript(shared: Files, live: Files): string {
  return `(function(){var s=${JSON.stringify(shared)},v=${JSON.stringify(live)},l=null;
try{l=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})}catch(e){}
if(!s[l]){l='en';var n=navigator.languages||[];for(var i=0;i<n.length;i++){var p=String(n[i]).toLowerCase().split('-')[0];if(s[p]){l=p;break}}}
var f=s[l].concat(/^\\/(g\\/[a-z0-9-]{1,32}\\/?)?$/.test(location.pathname)?v[l]||[]:[]);
for(var j=0;j<f.length;j++){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href='/'+f[j];document.head.appendChild(k)}})();`;
}

/** Adds the preload script to index.html (served build only: the device build has one script). */
export function stringPreload(): Plugin {
  return {
    name: 'dtu-web:string-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const shared: Files = {};
        const live: Files = {};
        for (const file of Object.values(ctx.bundle ?? {})) {
          if (file.type !== 'chunk' || file.facadeModuleId === null) continue;
          const id = file.facadeModuleId.replaceAll('\\', '/');
          for (const [pattern, into] of [
            [SHARED, shared],
            [LIVE, live],
          ] as const) {
            const locale = pattern.exec(id)?.[1];
            if (locale !== undefined) (into[locale] ??= []).push(file.fileName);
          }
        }
        if (Object.keys(shared).length === 0) return [];
        return [{ tag: 'script', children: preloadScript(shared, live), injectTo: 'head' }];
      },
    },
  };
}
