// The shell's nav bar in a page's server HTML: the shell's build renders the bar (and its phone menu) around
// one stand-in link each (renderNavFrame in shell/src/server/render.tsx, in its prerender/pages.json); the
// gateway repeats that link for each link the remotes publish for the bar, so a visitor can follow them,
// open the menu and SIGN IN from the first paint, before the app's code has arrived. The markup is the
// shell's; the gateway only fills it in.
import { PUBLISHED_LINK_SLOT, type RemoteLink } from '@agency/contracts';

export interface NavFrame {
  /** The markup between the slots: one more part than slots. */
  parts: string[];
  /** Where the links go (the bar's row, the menu): one stand-in link, plain and as the current page's. */
  slots: { link: string; activeLink: string }[];
  /** Its CSS rules one by one. */
  style: string[];
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isSlotLink = (value: unknown) =>
  isText(value) && value.includes(`href="${PUBLISHED_LINK_SLOT.to}"`) && value.includes(`>${PUBLISHED_LINK_SLOT.label}<`);

/** The frame as the shell's build wrote it; undefined when absent or not usable (a style that would close its element). */
export function parseNavFrame(value: unknown): NavFrame | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { parts, slots, style } = value as Partial<NavFrame>;
  if (!Array.isArray(style) || !style.every((rule) => isText(rule) && !/<\/style/i.test(rule))) return undefined;
  if (!Array.isArray(parts) || !Array.isArray(slots)) return undefined;
  if (!parts.every(isText) || parts.length !== slots.length + 1) return undefined;
  if (!slots.every((slot) => isSlotLink(slot?.link) && isSlotLink(slot?.activeLink))) return undefined;
  return { parts, slots, style };
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

/**
 * The bar's CSS for a page whose own CSS is `pageStyle`: the rules the page's lacks, to go after it. The rules
 * both have (the shared UI's, built alike) are in the page's already; put in again after it, they would
 * win over the page's own rules that override them.
 */
export function navStyle(frame: NavFrame, pageStyle: string): string {
  return frame.style.filter((rule) => !pageStyle.includes(rule)).join('');
}

/** The bar for a visitor on `pathname`, with the published `links` of the nav area in each slot. */
export function serverNav(frame: NavFrame, links: readonly RemoteLink[], pathname: string): string {
  const navLinks = links.filter((link) => link.area === 'nav');
  const fill = (slot: NavFrame['slots'][number]) =>
    navLinks
      .map((link) =>
        (isCurrentLink(link, pathname) ? slot.activeLink : slot.link)
          .replace(`href="${PUBLISHED_LINK_SLOT.to}"`, () => `href="${escapeHtml(link.to)}"`)
          .replace(`>${PUBLISHED_LINK_SLOT.label}<`, () => `>${escapeHtml(link.label)}<`),
      )
      .join('');
  return frame.parts.map((part, index) => part + (index < frame.slots.length ? fill(frame.slots[index]!) : '')).join('');
}
