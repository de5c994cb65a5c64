// The shell's layout in a page's server HTML: the shell's build renders its chrome (skip link, nav bar with
// its phone menu, footer) around one stand-in link per place (renderLayoutFrame in shell/src/server/render.tsx,
// in its prerender/pages.json); the gateway repeats that link for each link the remotes publish for its area,
// and puts the page's content in its `<main>`, so a visitor can skip to the content, follow the nav and the
// footer, open the menu and SIGN IN from the first paint, before the app's code has arrived. The markup is
// the shell's; the gateway only fills it in.
import { LINK_AREAS, PAGE_SLOT, publishedLinkSlot, YEAR_SLOT, type LinkArea, type RemoteLink } from '@agency/contracts';

export interface LayoutFrame {
  /** The markup between the slots: one more part than slots; PAGE_SLOT and YEAR_SLOT once each among them. */
  parts: string[];
  /** Where the links of `area` go (the bar's row, the menu, the footer's columns): one stand-in link, plain and as the current page's. */
  slots: { area: LinkArea; link: string; activeLink: string }[];
  /** Its CSS rules one by one. */
  style: string[];
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isArea = (value: unknown): value is LinkArea => (LINK_AREAS as readonly unknown[]).includes(value);
const isSlotLink = (value: unknown, area: LinkArea) =>
  isText(value) && value.includes(`href="${publishedLinkSlot(area).to}"`) && value.includes(`>${publishedLinkSlot(area).label}<`);
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The frame as the shell's build wrote it; undefined when absent or not usable (a style that would close its element). */
export function parseLayoutFrame(value: unknown): LayoutFrame | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { parts, slots, style } = value as Partial<LayoutFrame>;
  if (!Array.isArray(style) || !style.every((rule) => isText(rule) && !/<\/style/i.test(rule))) return undefined;
  if (!Array.isArray(parts) || !Array.isArray(slots)) return undefined;
  if (!parts.every(isText) || parts.length !== slots.length + 1) return undefined;
  if (!slots.every((slot) => isArea(slot?.area) && isSlotLink(slot.link, slot.area) && isSlotLink(slot.activeLink, slot.area)))
    return undefined;
  const markup = parts.join('');
  if (occurrences(markup, PAGE_SLOT) !== 1 || occurrences(markup, YEAR_SLOT) !== 1) return undefined;
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
 * The layout's CSS for a page whose own CSS is `pageStyle`: the rules the page's lacks, to go after it. The
 * rules both have (the shared UI's, built alike) are in the page's already; put in again after it, they
 * would win over the page's own rules that override them.
 */
export function layoutStyle(frame: LayoutFrame, pageStyle: string): string {
  return frame.style.filter((rule) => !pageStyle.includes(rule)).join('');
}

/** What a page's server HTML is made of: `<main id="main">` and its content; undefined for any other shape. */
export function pageContent(markup: string): string | undefined {
  const content = /^<main id="main">([\s\S]*)<\/main>$/.exec(markup)?.[1];
  return content === undefined || content.includes('</main>') ? undefined : content;
}

/**
 * The layout for a visitor on `pathname`, with the published `links` in the slots of their area, `content` in
 * its `<main>` and `year` in the footer.
 */
export function serverLayout(
  frame: LayoutFrame,
  { links, pathname, content, year }: { links: readonly RemoteLink[]; pathname: string; content: string; year: number },
): string {
  const fill = ({ area, link, activeLink }: LayoutFrame['slots'][number]) => {
    const { to, label } = publishedLinkSlot(area);
    return links
      .filter((published) => published.area === area)
      .map((published) =>
        (isCurrentLink(published, pathname) ? activeLink : link)
          .replace(`href="${to}"`, () => `href="${escapeHtml(published.to)}"`)
          .replace(`>${label}<`, () => `>${escapeHtml(published.label)}<`),
      )
      .join('');
  };
  return frame.parts
    .map((part, index) => part + (index < frame.slots.length ? fill(frame.slots[index]!) : ''))
    .join('')
    .replace(YEAR_SLOT, String(year))
    .replace(PAGE_SLOT, () => content);
}
