// A front end's own server HTML: the container runs the server entry its build shipped
// (dist/server/render.js, with dist/prerender/pages.json for the pages rendered at build time) and answers
// the gateway with a page's parts (status, head, markup, CSS) or the sitemap. The gateway composes the
// shell's frame around them; it never runs this code itself.
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { releaseFolder } from './releases';

type Api = (path: string) => Promise<{ status: number; body: unknown }>;

export interface RenderedPage {
  status: number;
  head: string;
  markup: string;
  style?: string;
}

interface ServerEntry {
  renderPage(pathname: string, options: { api?: Api; publicUrl: string }): Promise<RenderedPage>;
  renderSitemap(options: { api: Api; publicUrl: string }): Promise<string>;
  PUBLIC_URL_TOKEN: string;
}

interface Prerendered {
  style?: string;
  pages: Record<string, RenderedPage>;
}

export interface ServerHtmlOptions {
  /** Where the page data comes from (the gateway's or the admin service's internal URL): GETs of /api paths. */
  apiUrl: string;
  /** How long one API read may take; past it the page is not rendered (the gateway serves the plain page). */
  apiTimeoutMs: number;
  /**
   * The build folder of a release: `undefined` (no x-release header) is the container's current build.
   * Undefined when the container does not keep that release.
   */
  buildDir(release: string | undefined): string | undefined;
}

/** The current build is `root`; a kept release is its folder under `releasesDir` (releases.ts), when it has a server entry. */
export function releaseDirs(root: string, releasesDir = path.join(root, '..', 'releases')) {
  return (release: string | undefined): string | undefined => {
    if (release === undefined) return root;
    const dir = releaseFolder(releasesDir, release);
    return dir && fs.existsSync(path.join(dir, 'server')) ? dir : undefined;
  };
}

function apiOf(apiUrl: string, timeoutMs: number): Api {
  return async (apiPath) => {
    const res = await fetch(`${apiUrl}${apiPath}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  };
}

/** A file read and loaded again whenever it changes on disk (a rebuild while the container runs). */
function fileCache<T>(load: (file: string) => T) {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file: string): T | undefined => {
    try {
      const { mtimeMs } = fs.statSync(file);
      const hit = cache.get(file);
      if (hit?.mtimeMs === mtimeMs) return hit.value;
      const value = load(file);
      cache.set(file, { mtimeMs, value });
      return value;
    } catch {
      return undefined;
    }
  };
}

// The entry is this container's own build (CommonJS, everything bundled in); a rebuilt one is required afresh.
const nodeRequire = Module.createRequire(__filename);
const loadEntry = fileCache((file) => {
  delete nodeRequire.cache[file];
  return nodeRequire(file) as ServerEntry;
});
const loadPrerendered = fileCache((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Prerendered);

// The pages whose data comes from the API, and the sitemap, change rarely (the app refreshes the pages
// anyway): kept 30 s per server entry (a new build or release is a new entry), site address and path.
const CACHE_MS = 30_000;
const CACHE_MAX = 500;

function renderCache<T>() {
  const cache = new Map<string, { at: number; entry: ServerEntry; rendered: T }>();
  return async (entry: ServerEntry, key: string, render: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key);
    if (hit && hit.entry === entry && Date.now() - hit.at < CACHE_MS) return hit.rendered;
    const rendered = await render();
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: Date.now(), entry, rendered });
    return rendered;
  };
}

export type ServerHtmlAnswer = { status: number; type: 'json' | 'xml' | 'text'; body: string };

const text = (status: number, body: string): ServerHtmlAnswer => ({ status, type: 'text', body });

/**
 * GET /_server/page?path=/team&publicUrl=… → the page's parts as JSON; GET /_server/sitemap?publicUrl=… →
 * sitemap.xml. 404 for a release this container does not keep or a build without a server entry, 502 when
 * the API failed (the gateway then serves the plain shell page, as for any renderer failure).
 */
export function serverHtml(options: ServerHtmlOptions) {
  const api = apiOf(options.apiUrl, options.apiTimeoutMs);
  const cachedPage = renderCache<RenderedPage>();
  const cachedSitemap = renderCache<string>();
  return async (pathname: string, query: URLSearchParams, release: string | undefined): Promise<ServerHtmlAnswer> => {
    const dir = options.buildDir(release);
    // A release the gateway names but this container does not keep: said plainly, never another build.
    const entry = dir && loadEntry(path.join(dir, 'server', 'render.js'));
    if (!dir || !entry) return text(404, 'No server entry for this release');
    const publicUrl = query.get('publicUrl') ?? '';
    try {
      if (pathname === '/_server/sitemap') {
        const xml = await cachedSitemap(entry, `${dir} ${publicUrl}`, () => entry.renderSitemap({ api, publicUrl }));
        return { status: 200, type: 'xml', body: xml };
      }
      const pagePath = query.get('path');
      if (!pagePath?.startsWith('/')) return text(400, 'path must start with /');
      const prerendered = loadPrerendered(path.join(dir, 'prerender', 'pages.json'));
      const built = prerendered?.pages[pagePath];
      const page = built
        ? { ...built, head: built.head.split(entry.PUBLIC_URL_TOKEN).join(publicUrl) }
        : await cachedPage(entry, `${dir} ${publicUrl} ${pagePath}`, () => entry.renderPage(pagePath, { api, publicUrl }));
      return { status: 200, type: 'json', body: JSON.stringify({ ...page, style: page.style ?? prerendered?.style }) };
    } catch {
      return text(502, 'The page data could not be read');
    }
  };
}

export type ServerHtml = ReturnType<typeof serverHtml>;
