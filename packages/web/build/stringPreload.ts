import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { LOCALE_STORAGE_KEY } from '../src/lib/i18n/detect.ts';

/**
 * The catalogues a first load awaits: the first paint's shared strings; on the live view its own, on any
 * other screen the deferred shared ones (the live view's dialogs bring those when they open).
 */
const SHARED = /\/src\/lib\/i18n\/locales\/(en|de|fr)\.ts$/;
const DEFERRED = /\/src\/lib\/i18n\/locales\/deferred\/(en|de|fr)\.ts$/;
const LIVE = /\/src\/features\/live\/(?:.+\/)?i18n\/(en|de|fr)\.ts$/;
/** The live view's body (features/live/LivePage.tsx loads it beside its strings). */
const LIVE_BODY = /\/src\/features\/live\/view\/LiveView\.tsx$/;

type Files = Record<string, string[]>;

/**
 * The strings the first screen waits for are chunks of their own per language, so without help the
 * browser learns of them only once the entry script has run: one more round trip on the first load
 * (issue 12). This inline script picks the language as `lib/i18n/detect.ts` does (the stored choice,
 * else the browser's language prefix, else English) and preloads that language's catalogues while the
 * entry script downloads; on the live view (`/`, or a companion's `/g/<id>/`) also the live view's, and
 * the script of the live view's body with the chunks it imports (the entry's aside); on any other
 * screen the deferred shared strings every lazy screen awaits.
 */
export function preloadScript(shared: Files, live: Files, deferred: Files): string {
  return `(function(){var s=${JSON.stringify(shared)},v=${JSON.stringify(live)},d=${JSON.stringify(deferred)},l=null;
try{l=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})}catch(e){}
if(!s[l]){l='en';var n=navigator.languages||[];for(var i=0;i<n.length;i++){var p=String(n[i]).toLowerCase().split('-')[0];if(s[p]){l=p;break}}}
var f=s[l].concat((/^\\/(g\\/[a-z0-9-]{1,32}\\/?)?$/.test(location.pathname)?v:d)[l]||[]);
for(var j=0;j<f.length;j++){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href='/'+f[j];document.head.appendChild(k)}})();`;
}

/** The live body's chunk and the chunks it imports statically, but not the entry. */
export function liveBodyFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
  const body = chunks.find((chunk) => LIVE_BODY.test((chunk.facadeModuleId ?? '').replaceAll('\\', '/')));
  if (body === undefined) return [];
  const files = new Set<string>();
  const visit = (name: string): void => {
    const chunk = chunks.find((candidate) => candidate.fileName === name);
    if (chunk === undefined || chunk.isEntry || files.has(name)) return;
    files.add(name);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(body.fileName);
  return [...files];
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
        const deferred: Files = {};
        for (const file of Object.values(ctx.bundle ?? {})) {
          if (file.type !== 'chunk' || file.facadeModuleId === null) continue;
          const id = file.facadeModuleId.replaceAll('\\', '/');
          for (const [pattern, into] of [
            [SHARED, shared],
            [DEFERRED, deferred],
            [LIVE, live],
          ] as const) {
            const locale = pattern.exec(id)?.[1];
            if (locale !== undefined) (into[locale] ??= []).push(file.fileName);
          }
        }
        if (Object.keys(shared).length === 0) return [];
        const body = liveBodyFiles(ctx.bundle ?? {});
        for (const locale of Object.keys(live)) live[locale]?.push(...body);
        return [{ tag: 'script', children: preloadScript(shared, live, deferred), injectTo: 'head' }];
      },
    },
  };
}
