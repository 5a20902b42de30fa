import type { HtmlTagDescriptor, Plugin } from 'vite';
import { LOCALE_STORAGE_KEY } from '../src/lib/i18n/detect.ts';
import sharedDe from '../src/lib/i18n/locales/de.ts';
import sharedEn from '../src/lib/i18n/locales/en.ts';
import sharedFr from '../src/lib/i18n/locales/fr.ts';
import liveDe from '../src/features/live/view/i18n/de.ts';
import liveEn from '../src/features/live/view/i18n/en.ts';
import liveFr from '../src/features/live/view/i18n/fr.ts';
import { THEME_STORAGE_KEY, DARK_QUERY } from '../src/lib/theme/theme.ts';

/** The id of the shell's element; the app's live view removes it (lib/live/shell.ts). */
export const SHELL_ID = 'live-shell';

/** The texts the shell shows, in each language, straight from the app's catalogues. */
const KEYS = [
  'nav.Brand',
  'nav.LiveView',
  'common.Loading',
  'live.YieldTotal',
  'live.YieldDay',
  'live.Power',
];
const catalogues = {
  en: { ...sharedEn, ...liveEn },
  de: { ...sharedDe, ...liveDe },
  fr: { ...sharedFr, ...liveFr },
};

function texts(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(catalogues).map(([locale, messages]) => [
      locale,
      KEYS.map((key) => {
        const text = messages[key];
        if (text === undefined) throw new Error(`The live shell needs '${key}' in ${locale}`);
        return text;
      }),
    ]),
  );
}

/**
 * Runs in <head> before anything paints: the colour mode as lib/theme applies it, so that the shell
 * (and any first paint) does not flash light in a dark theme.
 */
function themeScript(): string {
  return `(function(){var t=null;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}
if(t!=='light'&&t!=='dark')t=matchMedia(${JSON.stringify(DARK_QUERY)}).matches?'dark':'light';
document.documentElement.setAttribute('data-bs-theme',t)})();`;
}

/**
 * Runs right after the shell's element in <body>. On `/`, once the live data index.html asked for
 * (window.dtuEarlyStatus) has come, it draws what the live view's first screen shows of it — the page
 * title and the three plant totals, with the app's own classes, texts and number format (an invisible
 * button keeps the title's row as high as the app's with its reload button) — while the
 * app's script is still on its way; the app's live view removes it when its totals are on screen
 * (window.dtuShellDone). Until then the app's root stays hidden under it. If the app never takes
 * over (a screen that failed), the shell gives way a few seconds after the page has loaded. It draws
 * only where index.html asked for the early status: the live view, `/` or a companion's `/g/<id>/`.
 */
function shellScript(): string {
  return `(function(){var s=document.getElementById(${JSON.stringify(SHELL_ID)}),x=${JSON.stringify(texts())},l=null,done=false;
window.dtuShellDone=function(){done=true;if(s.parentNode)s.parentNode.removeChild(s)};
var p=window.dtuEarlyStatus;if(!p)return window.dtuShellDone();
try{l=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})}catch(e){}
if(!x[l]){l='en';var n=navigator.languages||[];for(var i=0;i<n.length;i++){var q=String(n[i]).toLowerCase().split('-')[0];if(x[q]){l=q;break}}}
var t=x[l];
function e(tag,cls,text){var d=document.createElement(tag);if(cls)d.className=cls;if(text!=null)d.textContent=text;return d}
function a(parent){for(var i=1;i<arguments.length;i++)parent.appendChild(arguments[i]);return parent}
p.then(function(r){return r.ok?r.clone().json():null}).then(function(data){
var total=data&&data.total;if(done||!total)return;
var row=e('div','live-totals');
[['YieldTotal',t[3]],['YieldDay',t[4]],['Power',t[5]]].forEach(function(f){var v=total[f[0]];
a(row,a(e('section','live-total'),e('h2','live-total-label text-body-secondary',f[1]),
a(e('p','live-total-value live-value'),e('span','live-cell',v?new Intl.NumberFormat(l,{minimumFractionDigits:v.d,maximumFractionDigits:v.d}).format(v.v)+' '+v.u:''))))});
var icon=document.createElementNS('http://www.w3.org/2000/svg','svg');icon.setAttribute('class','brand-icon');
var button=e('span','btn btn-sm','\u00a0');button.style.visibility='hidden';
var spinner=a(e('div','spinner-border'),e('span','visually-hidden',t[2]));spinner.setAttribute('role','status');
a(s,a(e('div','navbar fixed-top bg-body-tertiary border-bottom'),a(e('div','container-fluid'),a(e('span','navbar-brand d-flex align-items-center'),a(e('span','me-2'),icon),document.createTextNode(t[0])))),
a(e('div','container-xxl'),a(e('div','d-flex align-items-center gap-3 border-bottom pb-2 mb-3'),e('h1','fs-3 mb-0 me-auto',t[1]),button),
a(e('div','live-totals-box'),row),a(e('div','d-flex justify-content-center my-5'),spinner)));
document.documentElement.lang=l;document.title=t[1]+' \\u00b7 '+t[0];s.hidden=false;
var later=function(){setTimeout(window.dtuShellDone,5000)};if(document.readyState==='complete')later();else addEventListener('load',later)}).catch(function(){})})();`;
}

/**
 * The first screen before the app's script (issue 21): on the gateway's ~200 KB/s WiFi the script takes
 * most of the first load (the firmware build's is every screen in three languages), while the live data
 * index.html asks for arrives within a few round trips. This adds to index.html the theme script, an
 * empty hidden element before #root and the script that fills it (see shellScript); the style rule
 * keeps #root out of sight while the shell shows. No business logic: it formats three numbers.
 */
export function liveShell(): Plugin {
  return {
    name: 'dtu-web:live-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        return [
          { tag: 'script', children: themeScript(), injectTo: 'head' },
          { tag: 'style', children: `#${SHELL_ID}:not([hidden])~#root{display:none}`, injectTo: 'head' },
          { tag: 'div', attrs: { id: SHELL_ID, hidden: true }, injectTo: 'body-prepend' },
          { tag: 'script', children: shellScript(), injectTo: 'body-prepend' },
        ];
      },
    },
  };
}
