// The HTML the gateway answers for a page route: the shell's index.html with the remotes' config inlined,
// and for a public page its server HTML from the public remote's build (src/public-pages.ts).
import fs from 'node:fs';
import { startAppCodeAfterPaint } from './app-code-after-paint';
import { pageKind } from './page-routes';
import type { RemoteRoutes } from '@agency/contracts';
import type { OwnPages, PublicPage, PublicPages } from './public-pages';
import { navStyle, serverNav, type NavFrame } from './server-nav';

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
export function upstreamSource<T>(
  url: string,
  parse: (text: string) => T,
  timeoutMs = 3000,
  extraHeaders: Record<string, string> = {},
): Source<T> {
  let cached: { etag: string | null; value: T } | undefined;
  return async () => {
    try {
      const headers: Record<string, string> = { ...extraHeaders, ...(cached?.etag ? { 'if-none-match': cached.etag } : {}) };
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

// index.html reserves the nav bar's height with this placeholder; a page's server HTML goes right below it.
const BOOT_NAV = '<div class="boot-nav"></div>';

/**
 * The shell's page with a public page's server HTML in it: its head tags instead of the shell's title
 * and description, and in #root the page's CSS, the nav placeholder and the markup (the shell's first
 * render replaces them with the same page); in the placeholder, the shell's nav bar with the published
 * links (server-nav.ts), when the shell's build has one. The CSS sits there, not in the head, because the
 * stylesheets the app loads meanwhile are appended to the head: later in the document than the page's
 * rules, the same rules of theirs (the shared UI styles) would win over the page's own and move things
 * before the app has even rendered. The CSS comes before the nav bar: a browser that paints while it is
 * still reading the page (a slow phone, a loaded machine) would otherwise draw the bar unstyled and then
 * move it (a layout shift of 0.07 measured). No "needs JavaScript" notice: the page reads without. `index` is the
 * shell's page with its app code requested once the page is painted (app-code-after-paint.ts).
 */
function withServerHtml(index: string, page: PublicPage, nav: { markup: string; style: string } | undefined): string {
  const bar = nav === undefined ? BOOT_NAV : `<div class="boot-nav">${nav.markup}</div>`;
  const navCss = nav?.style ? `<style id="server-nav-style">${nav.style}</style>` : '';
  return index
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, '')
    .replace('</head>', () => `${page.head}</head>`)
    .replace(BOOT_NAV, () => `<style id="prerendered-style">${page.style}</style>${navCss}${bar}${page.markup}`);
}

/** One file of a front end's build, parsed with `parse`: from a folder or from that front end's container. */
export type FileLoader = <T>(parse: (text: string) => T) => Source<T>;

export interface PageAnswer {
  status: number;
  html: string;
}

/** A remote as the shell is told of it: its name, its manifest and the routes its build publishes. */
export interface PublishedRemote {
  name: string;
  entry: string;
  /** Absent while its routes.json cannot be read (not built, its container never reached). */
  routes?: RemoteRoutes;
}

/** The remotes' config the shell reads (inlined in index.html, or /mf-config.json). */
export const mfConfigJson = (remotes: readonly PublishedRemote[]): string => JSON.stringify({ remotes });

/**
 * The HTML answer for a page route. The shell's page carries the remotes' config, with the routes each
 * publishes, as a JSON data block (not executed, so the strict CSP allows it): the shell mounts the routes
 * while main.js runs instead of after a round trip for /mf-config.json. `<` is escaped so no published text
 * can close the element.
 *
 * A public page (and an unknown URL, answered 404) gets its server HTML from the public remote's container
 * when there is one; the shell's own pages that are the same for everyone (sign-in, sign-up, forgotten
 * password) from the shell's build; the others (dashboards, admin) are the plain shell page.
 */
export function shellPages(
  /** The shell's index.html of a release (undefined: the shell container's own build). */
  indexHtml: (release: string | undefined) => FileLoader,
  pages: PublicPages | undefined,
  remotes: () => Promise<PublishedRemote[]>,
  ownPages: OwnPages = async () => undefined,
  /** The shell's nav bar for server HTML; without it the page has the bar's empty placeholder until the app. */
  navFrame: () => Promise<NavFrame | undefined> = async () => undefined,
) {
  // Once per version of index.html, not per request: the plain page, and the one a page with server HTML
  // goes into (its app code started after the paint).
  // One copy per release the pointers name (a handful), each revalidated on every page load.
  const indexes = new Map<string, Source<{ html: string; forServerHtml: string } | undefined>>();
  const index = (release: string | undefined) => {
    let source = indexes.get(release ?? '');
    if (!source) {
      source = indexHtml(release)((html) => ({ html, forServerHtml: startAppCodeAfterPaint(html) }));
      indexes.set(release ?? '', source);
    }
    return source();
  };
  const withConfig = (html: string, json: string) =>
    html.replace('</head>', () => `<script id="mf-config" type="application/json">${json.replace(/</g, '\\u003c')}</script></head>`);

  /** The page for `pathname` (its server HTML from the public remote's release `publicRelease`), or undefined when the shell is not built. */
  return async (pathname: string, publicRelease?: string, shellRelease?: string): Promise<PageAnswer | undefined> => {
    const [shell, published] = await Promise.all([index(shellRelease), remotes()]);
    if (shell === undefined) return undefined;
    const json = mfConfigJson(published);
    const html = withConfig(shell.html, json);
    const kind = pageKind(
      pathname,
      published.map((remote) => remote.routes),
    );
    const nav = async (page: PublicPage) => {
      const frame = await navFrame();
      if (!frame) return undefined;
      const markup = serverNav(
        frame,
        published.flatMap((remote) => remote.routes?.links ?? []),
        pathname,
      );
      return { markup, style: navStyle(frame, page.style) };
    };
    if (kind === 'app') {
      const own = html.includes(BOOT_NAV) ? await ownPages(pathname) : undefined;
      return { status: 200, html: own ? withServerHtml(withConfig(shell.forServerHtml, json), own, await nav(own)) : html };
    }
    const page = pages && html.includes(BOOT_NAV) ? await pages.render(pathname, publicRelease) : undefined;
    // Without the remote's renderer the shell still knows an unknown URL: 404, and its router shows the page.
    // An unlisted URL (a remote's routes unknown) is the renderer's to answer, else the plain page's router.
    if (!page) return { status: kind === 'unknown' ? 404 : 200, html };
    return { status: page.status, html: withServerHtml(withConfig(shell.forServerHtml, json), page, await nav(page)) };
  };
}
