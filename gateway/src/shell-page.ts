// The HTML the gateway answers for a page route: the shell's index.html with the remotes' config inlined,
// and for `/` the home page's hero prerendered by the public remote's build (mfe-public/rspack.prerender.ts).
import fs from 'node:fs';

/** Where a front-end file comes from: undefined while it is missing or unreadable. */
export type Source<T> = () => Promise<T | undefined>;

/**
 * A file parsed when first needed and again whenever it changes on disk, so a build made while the
 * gateway runs is picked up without a restart. Undefined while the file is missing or unreadable
 * (not built, or being rebuilt right now).
 */
export function fileSource<T>(file: string, parse: (text: string) => T): Source<T> {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
      return cached.value;
    } catch {
      return undefined;
    }
  };
}

/**
 * A file of a front end's own container, revalidated on every call (a conditional GET, answered 304 while
 * unchanged), so a page load right after that front end is released gets the new file. While the container
 * is unreachable (being replaced) the last good copy is used.
 */
export function upstreamSource<T>(url: string, parse: (text: string) => T, timeoutMs = 3000): Source<T> {
  let cached: { etag: string | null; value: T } | undefined;
  return async () => {
    try {
      const headers: Record<string, string> = cached?.etag ? { 'if-none-match': cached.etag } : {};
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (res.status === 304 && cached) return cached.value;
      if (!res.ok) {
        cached = undefined;
        return undefined;
      }
      cached = { etag: res.headers.get('etag'), value: parse(await res.text()) };
      return cached.value;
    } catch {
      return cached?.value;
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
/** One file of a front end's build, parsed with `parse`: from a folder or from that front end's container. */
export type FileLoader = <T>(parse: (text: string) => T) => Source<T>;

export function shellPages(indexHtml: FileLoader, prerenderedHomeJson: FileLoader | undefined, mfConfig: string) {
  const configBlock = `<script id="mf-config" type="application/json">${mfConfig.replace(/</g, '\\u003c')}</script>`;
  const index = indexHtml((html) => html.replace('</head>', `${configBlock}</head>`));
  const prerenderedHome = prerenderedHomeJson ? prerenderedHomeJson(parsePrerendered) : async () => undefined;
  // Both inputs are the watched files' cached values, so the same objects until a file changes.
  let home: { index: string; hero: Prerendered; html: string } | undefined;

  const homePage = async (index: string): Promise<string> => {
    const hero = await prerenderedHome();
    if (!hero || !index.includes(BOOT_NAV)) return index;
    if (home?.index !== index || home.hero !== hero) {
      const withStyle = index.replace('</head>', `<style id="prerendered-style">${hero.style}</style></head>`);
      home = { index, hero, html: withStyle.replace(BOOT_NAV, `${BOOT_NAV}${hero.markup}`) };
    }
    return home.html;
  };

  /** The page for `pathname`, or undefined when the shell is not built. */
  return async (pathname: string): Promise<string | undefined> => {
    const html = await index();
    if (html === undefined) return undefined;
    return pathname === '/' ? homePage(html) : html;
  };
}
