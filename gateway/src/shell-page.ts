// The HTML the gateway answers for a page route: the shell's index.html with the remotes' config inlined,
// and for a public page its server HTML from the public remote's build (src/public-pages.ts).
import fs from 'node:fs';
import { pageKind } from './page-routes';
import { SERVER_LAYOUT_STYLE_ID, SERVER_PAGE_STYLE_ID, type RemoteRoutes } from '@agency/contracts';
import type { OwnPages, PublicPage, PublicPages } from './public-pages';
import { layoutStyle, pageContent, serverLayout, type LayoutFrame } from './server-layout';

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

// index.html reserves the nav bar's height with this placeholder: the server HTML goes in its place.
const BOOT_NAV = '<div class="boot-nav"></div>';

/**
 * The shell's page with a public page's server HTML in it: its head tags instead of the shell's title and
 * description, and in #root the page's CSS and the page, in the shell's layout (server-layout.ts) when the
 * shell's build has one and the page is the `<main>` it expects, else below the nav placeholder. The shell's
 * app hydrates it in place (for someone signed in, its first render replaces it). The CSS sits there, not in the head, because the
 * stylesheets the app loads meanwhile are appended to the head: later in the document than the page's rules,
 * the same rules of theirs (the shared UI styles) would win over the page's own and move things before the
 * app has even rendered. The CSS comes before the markup: a browser that paints while it is still reading
 * the page (a slow phone, a loaded machine) would otherwise draw the nav bar unstyled and then move it (a
 * layout shift of 0.07 measured). No "needs JavaScript" notice: the page reads without.
 */
function withServerHtml(index: string, page: PublicPage, layout: { markup: string; style: string } | undefined): string {
  const markup = layout ? `<style id="${SERVER_LAYOUT_STYLE_ID}">${layout.style}</style>${layout.markup}` : `${BOOT_NAV}${page.markup}`;
  return index
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, '')
    .replace('</head>', () => `${page.head}</head>`)
    .replace(BOOT_NAV, () => `<style id="${SERVER_PAGE_STYLE_ID}">${page.style}</style>${markup}`);
}

/** One file of a front end's build, parsed with `parse`: from a folder or from that front end's container. */
export type FileLoader = <T>(parse: (text: string) => T) => Source<T>;

/** A front end's file as each of its releases has it (undefined: its container's own build). */
export type ReleaseSource<T> = (release: string | undefined) => Promise<T | undefined>;

/**
 * One file of a front end, parsed, in the release asked for: one source per release named (a handful: the
 * current one, a canary, one rolled back to), each revalidated on every call.
 */
export function perRelease<T>(file: (release: string | undefined) => FileLoader, parse: (text: string) => T): ReleaseSource<T> {
  const sources = new Map<string, Source<T>>();
  return (release) => {
    let source = sources.get(release ?? '');
    if (!source) {
      source = file(release)(parse);
      sources.set(release ?? '', source);
    }
    return source();
  };
}

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
  /** The shell's layout for server HTML; without it the page has the nav bar's empty placeholder until the app. */
  layoutFrame: ReleaseSource<LayoutFrame> = async () => undefined,
) {
  const index = perRelease(indexHtml, (html) => html);
  const withConfig = (html: string, json: string) =>
    html.replace('</head>', () => `<script id="mf-config" type="application/json">${json.replace(/</g, '\\u003c')}</script></head>`);

  /** The page for `pathname` (its server HTML from the public remote's release `publicRelease`), or undefined when the shell is not built. */
  return async (pathname: string, publicRelease?: string, shellRelease?: string): Promise<PageAnswer | undefined> => {
    const [shell, published] = await Promise.all([index(shellRelease), remotes()]);
    if (shell === undefined) return undefined;
    const json = mfConfigJson(published);
    const html = withConfig(shell, json);
    const kind = pageKind(
      pathname,
      published.map((remote) => remote.routes),
    );
    const layout = async (page: PublicPage) => {
      const content = pageContent(page.markup);
      const frame = content === undefined ? undefined : await layoutFrame(shellRelease);
      if (!frame || content === undefined) return undefined;
      const links = published.flatMap((remote) => remote.routes?.links ?? []);
      const markup = serverLayout(frame, { links, pathname, content, year: new Date().getFullYear() });
      return { markup, style: layoutStyle(frame, page.style) };
    };
    if (kind === 'app') {
      const own = html.includes(BOOT_NAV) ? await ownPages(pathname, shellRelease) : undefined;
      return { status: 200, html: own ? withServerHtml(html, own, await layout(own)) : html };
    }
    const page = pages && html.includes(BOOT_NAV) ? await pages.render(pathname, publicRelease) : undefined;
    // Without the remote's renderer the shell still knows an unknown URL: 404, and its router shows the page.
    // An unlisted URL (a remote's routes unknown) is the renderer's to answer, else the plain page's router.
    if (!page) return { status: kind === 'unknown' ? 404 : 200, html };
    return { status: page.status, html: withServerHtml(html, page, await layout(page)) };
  };
}
