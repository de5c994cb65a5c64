// The HTML the gateway answers for a page route: the shell's index.html with the remotes' config inlined,
// and for `/` the home page's hero prerendered by the public remote's build (mfe-public/rspack.prerender.ts).
import fs from 'node:fs';

/**
 * A file parsed when first needed and again whenever it changes on disk, so a build made while the
 * gateway runs is picked up without a restart. Undefined while the file is missing or unreadable
 * (not built, or being rebuilt right now).
 */
function watchedFile<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
      return cached.value;
    } catch {
      return undefined;
    }
  };
}

interface Prerendered {
  style: string;
  markup: string;
}

function parsePrerendered(text: string): Prerendered | undefined {
  const value = JSON.parse(text) as Partial<Prerendered>;
  if (typeof value.style !== 'string' || typeof value.markup !== 'string') return undefined;
  // Our own build's CSS never closes its element; if it ever did, the page would break: leave it out.
  if (/<\/style/i.test(value.style)) return undefined;
  return { style: value.style, markup: value.markup };
}

// index.html reserves the nav bar's height with this placeholder; the hero goes right below it.
const BOOT_NAV = '<div class="boot-nav"></div>';

/**
 * The shell's page with the remotes' config as a JSON data block (not executed, so the strict CSP allows
 * it): the shell registers the remotes while main.js runs instead of after a round trip for
 * /mf-config.json. `<` is escaped so no configured URL can close the element.
 *
 * For `/` the prerendered hero and its CSS go in too, so the headline paints before any JavaScript runs;
 * the shell's first render replaces the contents of #root with the same hero (createRoot clears it).
 */
export function shellPages(indexHtmlFile: string, prerenderedHomeFile: string | undefined, mfConfig: string) {
  const configBlock = `<script id="mf-config" type="application/json">${mfConfig.replace(/</g, '\\u003c')}</script>`;
  const index = watchedFile(indexHtmlFile, (html) => html.replace('</head>', `${configBlock}</head>`));
  const prerenderedHome = prerenderedHomeFile ? watchedFile(prerenderedHomeFile, parsePrerendered) : () => undefined;
  // Both inputs are the watched files' cached values, so the same objects until a file changes.
  let home: { index: string; hero: Prerendered; html: string } | undefined;

  const homePage = (index: string): string => {
    const hero = prerenderedHome();
    if (!hero || !index.includes(BOOT_NAV)) return index;
    if (home?.index !== index || home.hero !== hero) {
      const withStyle = index.replace('</head>', `<style id="prerendered-style">${hero.style}</style></head>`);
      home = { index, hero, html: withStyle.replace(BOOT_NAV, `${BOOT_NAV}${hero.markup}`) };
    }
    return home.html;
  };

  /** The page for `pathname`, or undefined when the shell is not built. */
  return (pathname: string): string | undefined => {
    const html = index();
    if (html === undefined) return undefined;
    return pathname === '/' ? homePage(html) : html;
  };
}
