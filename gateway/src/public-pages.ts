// The public site's server HTML, from the public remote's own build (mfe-public/rspack.prerender.ts):
// prerender/pages.json (the pages that never change, each with its CSS) and server/render.js (its server
// entry, which renders the team pages with their data and CSS, and the sitemap). Both come from where the
// remote is served (its container or WEB_ROOT), so a release of the remote brings its own renderer. The CSS
// is the remote's to choose: the gateway puts in what it is given.
import Module from 'node:module';
import type { Source } from './shell-page';

export interface RenderedPage {
  status: number;
  head: string;
  markup: string;
  /** The CSS this page uses; absent from a public remote whose build has only the shared `style`. */
  style?: string;
}

export interface PrerenderedPages {
  /** The CSS of all pages: what a page without its own `style` gets. */
  style?: string;
  pages: Record<string, RenderedPage>;
}

type Api = (path: string) => Promise<{ status: number; body: unknown }>;

/** Stands in for the site's address in pages rendered at build time (@agency/mf-config/server-html). */
const PUBLIC_URL_TOKEN = '%PUBLIC_URL%';

export interface ServerEntry {
  renderPage(pathname: string, options: { api?: Api; publicUrl: string }): Promise<RenderedPage>;
  renderSitemap(options: { api: Api; publicUrl: string }): Promise<string>;
  PUBLIC_URL_TOKEN: string;
}

// Our own build's CSS never closes its element; if it ever did, the page would break: such CSS is left out.
const isSafeStyle = (style: unknown): style is string | undefined =>
  style === undefined || (typeof style === 'string' && !/<\/style/i.test(style));

const isPage = (value: unknown): value is RenderedPage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RenderedPage).status === 'number' &&
  typeof (value as RenderedPage).head === 'string' &&
  typeof (value as RenderedPage).markup === 'string' &&
  isSafeStyle((value as RenderedPage).style);

export function parsePrerenderedPages(text: string): PrerenderedPages | undefined {
  const value = JSON.parse(text) as Partial<PrerenderedPages>;
  if (!isSafeStyle(value.style) || typeof value.pages !== 'object' || value.pages === null) return undefined;
  if (!Object.values(value.pages).every(isPage)) return undefined;
  return { style: value.style, pages: value.pages };
}

/** The server entry's CommonJS text as a module of this process (it requires nothing: all is bundled in). */
export function compileServerEntry(text: string): ServerEntry | undefined {
  const filename = '/mfe/public/server/render.js';
  const mod = new Module(filename);
  mod.filename = filename;
  (mod as unknown as { _compile(code: string, file: string): void })._compile(text, filename);
  const entry = mod.exports as Partial<ServerEntry>;
  return typeof entry.renderPage === 'function' && typeof entry.renderSitemap === 'function' ? (entry as ServerEntry) : undefined;
}

/** A GET of the admin service's public reads, for the renderer: status and JSON body, bounded in time. */
export function adminApi(adminUrl: string, timeoutMs = 3000): Api {
  return async (path) => {
    const res = await fetch(`${adminUrl}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  };
}

/** A page as the gateway puts it into the shell's index.html: its head tags, markup and CSS. */
export interface PublicPage extends RenderedPage {
  style: string;
}

/** The page with its own CSS, else the CSS of all pages; undefined when it has neither or its own would close the element. */
function withStyle(page: RenderedPage, shared: string | undefined): PublicPage | undefined {
  const style = page.style ?? shared;
  return style !== undefined && isSafeStyle(style) ? { ...page, style } : undefined;
}

/** A page the build rendered, with the site's address put in; undefined when the build has no such page. */
function prerenderedPage(prerendered: PrerenderedPages, pathname: string, publicUrl: string): PublicPage | undefined {
  const built = prerendered.pages[pathname];
  return built && withStyle({ ...built, head: built.head.split(PUBLIC_URL_TOKEN).join(publicUrl) }, prerendered.style);
}

/**
 * The server HTML of the shell's own pages that are the same for every visitor (sign-in, sign-up,
 * forgotten password): all rendered by the shell's build (shell/dist/prerender/pages.json), none on request.
 */
export function ownPages(pages: Source<PrerenderedPages | undefined>, publicUrl: string) {
  return async (pathname: string): Promise<PublicPage | undefined> => {
    const prerendered = await pages();
    return prerendered && prerenderedPage(prerendered, pathname, publicUrl);
  };
}

export type OwnPages = ReturnType<typeof ownPages>;

const CACHE_MS = 30_000;
const CACHE_MAX = 500;

/**
 * The server HTML of public page URLs: prerendered when the build made it, else rendered by the server
 * entry and kept for 30 s (the team pages' data changes rarely; the app refreshes it anyway). Undefined
 * when the remote's build has none (not built, a dev server) or the API failed: the plain shell page then.
 */
export function publicPages(options: {
  pages: Source<PrerenderedPages | undefined>;
  server: Source<ServerEntry | undefined>;
  api: Api;
  publicUrl: string;
}) {
  const { api, publicUrl } = options;
  const cache = new Map<string, { at: number; entry: ServerEntry; page: RenderedPage }>();
  let sitemapCache: { at: number; entry: ServerEntry; xml: string } | undefined;

  const render = async (pathname: string): Promise<PublicPage | undefined> => {
    const prerendered = await options.pages();
    if (!prerendered) return undefined;
    if (prerendered.pages[pathname]) return prerenderedPage(prerendered, pathname, publicUrl);
    const entry = await options.server();
    if (!entry) return undefined;
    const hit = cache.get(pathname);
    if (hit && hit.entry === entry && Date.now() - hit.at < CACHE_MS) return withStyle(hit.page, prerendered.style);
    try {
      const page = await entry.renderPage(pathname, { api, publicUrl });
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(pathname, { at: Date.now(), entry, page });
      return withStyle(page, prerendered.style);
    } catch {
      return undefined;
    }
  };

  const sitemap = async (): Promise<string | undefined> => {
    const entry = await options.server();
    if (!entry) return undefined;
    if (sitemapCache && sitemapCache.entry === entry && Date.now() - sitemapCache.at < CACHE_MS) return sitemapCache.xml;
    try {
      sitemapCache = { at: Date.now(), entry, xml: await entry.renderSitemap({ api, publicUrl }) };
      return sitemapCache.xml;
    } catch {
      return undefined;
    }
  };

  return { render, sitemap };
}

export type PublicPages = ReturnType<typeof publicPages>;
