// A public page arrives whole in its server HTML: the app's code is only needed to take it over, so it is
// requested once the page has been painted, not while the browser is still reading the HTML. Requested
// from the head (as preloads and a deferred main.js), ~140 KB of JavaScript shared a phone's connection
// with the page and was, to Lighthouse's simulated slow 4G, part of what the first paint waited for
// (LCP 2.2-2.7 s on every public page, measured on an idle machine). The plain shell page keeps its
// preloads: there the app's code is the page.
import crypto from 'node:crypto';
import { SERVER_PAGE_STYLE_ID } from '@agency/contracts';

/**
 * Runs in the page (inline; the CSP allows it by its hash): once the browser reports the page's first
 * contentful paint it adds the entry scripts listed in #app-code, and in the next task the preloads (each
 * request started costs the page's thread about a millisecond: 14-18 ms for all of them in one task in a
 * Lighthouse trace here, over its long-task line under the 4x CPU slowdown). Where paint timing is not
 * supported it waits a frame and a task; a page opened in a background tab paints nothing until it is
 * shown, so there it starts at once; and it never waits more than 2 s (a paint that is never reported).
 * Someone signed in (the session's `token` key, the spec's name) starts at once too: the server HTML is a
 * visitor's page, and theirs (their links, their menu) comes only with the app; until it has, the server
 * HTML's main part does not take their clicks (a visitor's Get Service link would take them to sign-in) and
 * the visitor's nav bar (its SIGN IN) is hidden.
 *
 * Until the app has replaced the server HTML (its CSS, #prerendered-style, is gone then), a form of that
 * HTML is not sent by the browser: that would be a GET of the page with what was typed (an e-mail, a
 * password) in the URL. The form is marked `data-sent-early` instead, and the app sends it once it has
 * taken over, with what was typed (@agency/web-kit/typed-fields).
 */
const START_AFTER_PAINT = [
  '(function(){',
  `document.addEventListener('submit',function(e){if(!document.getElementById('${SERVER_PAGE_STYLE_ID}'))return;e.preventDefault();e.target.setAttribute('data-sent-early','');},true);`,
  "var code=JSON.parse(document.getElementById('app-code').textContent),started=false;",
  'function start(){',
  'if(started)return;started=true;',
  "code.scripts.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.body.appendChild(s);});",
  'setTimeout(function(){',
  "code.preload.forEach(function(p){if(code.scripts.indexOf(p.href)>=0)return;var l=document.createElement('link');l.rel='preload';l.as=p.as;l.href=p.href;document.head.appendChild(l);});",
  '},0);',
  '}',
  "var signedIn=false;try{signedIn=!!localStorage.getItem('token');}catch(e){}",
  "if(signedIn){var m=document.getElementById('main');if(m)m.style.pointerEvents='none';var n=document.querySelector('#root .nav');if(n)n.style.visibility='hidden';}",
  "if(signedIn||document.visibilityState==='hidden')return start();",
  'setTimeout(start,2000);',
  "var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(start,0);});",
  "new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start,0);}}).observe({type:'paint',buffered:true});",
  '})();',
].join('');

/** For the CSP's script-src: the one inline script the site runs. */
export const START_AFTER_PAINT_HASH = `'sha256-${crypto.createHash('sha256').update(START_AFTER_PAINT).digest('base64')}'`;

const PRELOAD = /<link\b[^>]*\brel="preload"[^>]*>\s*/g;
const ENTRY_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The shell's page with its preloads and entry scripts moved behind the first paint. `<` is escaped in the
 * list so no file name can close the element. A page without entry scripts is left as it is.
 */
export function startAppCodeAfterPaint(html: string): string {
  const scripts = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  if (scripts.length === 0) return html;
  const preload = [...html.matchAll(PRELOAD)]
    .map((match) => ({ as: attribute(match[0], 'as'), href: attribute(match[0], 'href') }))
    .filter((link) => link.as && link.href);
  const list = JSON.stringify({ preload, scripts }).replace(/</g, '\\u003c');
  return html
    .replace(PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</body>', () => `<script id="app-code" type="application/json">${list}</script><script>${START_AFTER_PAINT}</script></body>`);
}
