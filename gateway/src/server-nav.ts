// The shell's nav bar in a page's server HTML: the shell's build renders the bar around one stand-in link
// (renderNavFrame in shell/src/server/render.tsx, in its prerender/pages.json); the gateway repeats that
// link for each link the remotes publish for the bar, so a visitor can follow them (and SIGN IN) from the
// first paint, before the app's code has arrived. The markup is the shell's; the gateway only fills it in.
import { PUBLISHED_LINK_SLOT, type RemoteLink } from '@agency/contracts';

export interface NavFrame {
  before: string;
  link: string;
  activeLink: string;
  after: string;
  style: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The frame as the shell's build wrote it; undefined when absent or not usable (a style that would close its element). */
export function parseNavFrame(value: unknown): NavFrame | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const frame = value as Partial<NavFrame>;
  const parts = [frame.before, frame.link, frame.activeLink, frame.after, frame.style];
  if (!parts.every(isText) || /<\/style/i.test(frame.style!)) return undefined;
  if (![frame.link, frame.activeLink].every((link) => link!.includes(PUBLISHED_LINK_SLOT.to) && link!.includes(PUBLISHED_LINK_SLOT.label)))
    return undefined;
  return frame as NavFrame;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

/** As react-router's NavLink decides: the link's own URL, or (unless `end`) a URL below it. */
export function isCurrentLink(link: Pick<RemoteLink, 'to' | 'end'>, pathname: string): boolean {
  const to = link.to.length > 1 ? link.to.replace(/\/+$/, '') : link.to;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === to) return true;
  return !link.end && path.startsWith(to === '/' ? '/' : `${to}/`);
}

/** The bar for a visitor on `pathname`, with the published `links` of the nav area, wrapped with its CSS. */
export function serverNav(frame: NavFrame, links: readonly RemoteLink[], pathname: string): string {
  const filled = links
    .filter((link) => link.area === 'nav')
    .map((link) =>
      (isCurrentLink(link, pathname) ? frame.activeLink : frame.link)
        .replace(`href="${PUBLISHED_LINK_SLOT.to}"`, () => `href="${escapeHtml(link.to)}"`)
        .replace(`>${PUBLISHED_LINK_SLOT.label}<`, () => `>${escapeHtml(link.label)}<`),
    );
  return `<style id="server-nav-style">${frame.style}</style>${frame.before}${filled.join('')}${frame.after}`;
}
