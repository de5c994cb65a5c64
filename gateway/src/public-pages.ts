// The public site's server HTML, from the public remote's own container: it runs its build's server entry
// and answers a page's parts (status, head tags, markup, CSS) or the sitemap (@agency/static-server's
// /_server/*), so a release of the remote brings its own renderer and the gateway runs no code it did not
// ship with. The CSS is the remote's to choose: the gateway puts in what it is given, once checked.
import type { ReleaseSource } from './shell-page';
import { parseLayoutFrame, type LayoutFrame } from './server-layout';

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
  /** The shell's layout (only the shell's build has one). */
  layoutFrame?: LayoutFrame;
}

/** Stands in for the site's address in pages rendered at build time (@agency/mf-config/server-html). */
const PUBLIC_URL_TOKEN = '%PUBLIC_URL%';

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
  return { style: value.style, pages: value.pages, layoutFrame: parseLayoutFrame(value.layoutFrame) };
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
 * forgotten password): all rendered by the shell's build (shell/dist/prerender/pages.json), none on request,
 * in the shell's release the browser is on (its index.html's).
 */
export function ownPages(pages: ReleaseSource<PrerenderedPages | undefined>, publicUrl: string) {
  return async (pathname: string, release: string | undefined): Promise<PublicPage | undefined> => {
    const prerendered = await pages(release);
    return prerendered && prerenderedPage(prerendered, pathname, publicUrl);
  };
}

export type OwnPages = ReturnType<typeof ownPages>;

/** The shell's layout from its build, in the shell's release the browser is on, for the pages that go out with server HTML. */
export const layoutFrameOf = (pages: ReleaseSource<PrerenderedPages | undefined>) => async (release: string | undefined) =>
  (await pages(release))?.layoutFrame;

/** Above the container's own time-out for a read of the page's data (its API_TIMEOUT_MS, 3 s by default). */
export const RENDER_TIMEOUT_MS = 5000;

/** The public remote's container, asked for a page or the sitemap; undefined when it has none or failed. */
export function remoteRenderer(upstream: string, timeoutMs = RENDER_TIMEOUT_MS) {
  const ask = async (what: string, query: Record<string, string>, release: string | undefined): Promise<string | undefined> => {
    const headers: Record<string, string> = release ? { 'x-release': release } : {};
    try {
      const res = await fetch(`${upstream}/_server/${what}?${new URLSearchParams(query)}`, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return res.ok ? await res.text() : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    page: async (pathname: string, publicUrl: string, release?: string): Promise<RenderedPage | undefined> => {
      const text = await ask('page', { path: pathname, publicUrl }, release);
      if (text === undefined) return undefined;
      try {
        const page = JSON.parse(text) as unknown;
        return isPage(page) ? page : undefined;
      } catch {
        return undefined;
      }
    },
    sitemap: (publicUrl: string, release?: string) => ask('sitemap', { publicUrl }, release),
  };
}

export type RemoteRenderer = ReturnType<typeof remoteRenderer>;

/**
 * The server HTML of public page URLs, as the public remote's container renders it (it keeps the team pages
 * and the sitemap 30 s itself), asked on every page load so a release is seen at once. Undefined when the container has
 * none (not built, a dev server), failed, or gave CSS that would close its element: the plain shell page then.
 */
export function publicPages(options: { renderer: RemoteRenderer; publicUrl: string }) {
  const { renderer, publicUrl } = options;
  const render = async (pathname: string, release?: string): Promise<PublicPage | undefined> => {
    const page = await renderer.page(pathname, publicUrl, release);
    return page && withStyle(page, undefined);
  };
  const sitemap = (release?: string): Promise<string | undefined> => renderer.sitemap(publicUrl, release);
  return { render, sitemap };
}

export type PublicPages = ReturnType<typeof publicPages>;
