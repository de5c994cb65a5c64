/** Where the shell's chrome links to a page: the nav bar, or one of the footer's columns. */
export const LINK_AREAS = ['nav', 'footer-services', 'footer-company', 'footer-legal'] as const;
export type LinkArea = (typeof LINK_AREAS)[number];

/**
 * Stands in for one published link of `area` in the shell's server layout: the shell's build renders its
 * chrome (nav bar, phone menu, footer) around one such link per place, and the gateway repeats it for each
 * link the remotes publish for that area, their address and label put in.
 */
export const publishedLinkSlot = (area: LinkArea) => ({ to: `/__published_link__/${area}`, label: '__PUBLISHED_LINK__' }) as const;

/** Where the gateway puts a page's content (the inside of its `<main>`) in the shell's server layout. */
export const PAGE_SLOT = '<!--page-->';

/** Where the gateway puts the current year (the footer's copyright line) in the shell's server layout. */
export const YEAR_SLOT = '<!--year-->';

/**
 * The ids of the server HTML's two `<style>` elements in #root: the page's CSS and the layout's. Both go once
 * the app has the page (its own CSS is in then); until then their presence says "server HTML on screen",
 * which the gateway's early-submit guard reads.
 */
export const SERVER_PAGE_STYLE_ID = 'prerendered-style';
export const SERVER_LAYOUT_STYLE_ID = 'server-layout-style';
