// What a front end's server entry needs to render its pages' server HTML (bundled into its render.js by
// prerender.ts): the page's CSS from the stylesheet of all its pages, and the <head> tags every page has.
export { compileStylesheet, criticalCss, criticalRules, type Stylesheet } from './critical-css';

/**
 * The text of a server entry's own stylesheet (the CSS of all its pages, in the cascade's order) exists
 * only once the build has emitted it, after the entry's code is compiled. So the code names this
 * stand-in, and the build (prerender.ts) puts the stylesheet's text in its place.
 */
export const ALL_PAGES_CSS = '__ALL_PAGES_CSS__';

/** Stands in for the site's address in pages rendered at build time; the gateway puts PUBLIC_URL in. */
export const PUBLIC_URL_TOKEN = '%PUBLIC_URL%';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A JSON data block must not close its element (`</script>`), whatever the database holds. */
export const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface HeadTagsInput {
  siteName: string;
  /** The full title, as the page sets it in the browser too. */
  title: string;
  description: string;
  /** The page's address: its canonical URL, or for a page that answers 404 (canonical false) only og:url. */
  url: string;
  /** Left out for a page that answers 404: it has no URL of its own to name (it gets noindex instead). */
  canonical: boolean;
  /** The social card's picture (1200 × 630). */
  image: string;
  ogType?: 'website' | 'profile' | 'article';
}

/** Title, description, canonical URL, Open Graph and Twitter card tags: what every page's head has. */
export function pageHeadTags(input: HeadTagsInput): string[] {
  const title = escapeHtml(input.title);
  const description = escapeHtml(input.description);
  const url = escapeHtml(input.url);
  const image = escapeHtml(input.image);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    input.canonical ? `<link rel="canonical" href="${url}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:site_name" content="${escapeHtml(input.siteName)}">`,
    `<meta property="og:type" content="${input.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${image}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    '<meta property="og:locale" content="en_IN">',
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
  ];
}

/** schema.org's WebPage for a page of the site: its title, description and address, part of the site. */
export function webPageJsonLd(input: { siteName: string; siteUrl: string; title: string; description: string; url: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.title,
    description: input.description,
    url: input.url,
    isPartOf: { '@type': 'WebSite', name: input.siteName, url: input.siteUrl },
  };
}

/**
 * React's `renderToString` of a tree without `<head>` writes the resource hints it makes (a
 * `<link rel="preload" as="image">` for each picture not loaded lazily) at the front of its markup. Inside
 * `<main>` the app has no such element, so the browser's hydration of that markup fails there and React
 * draws the whole page anew. The hints go in the page's `<head>`, where they belong; the markup is the app's.
 */
export function takeResourceHints(markup: string): { hints: string; markup: string } {
  const hints = /^(?:<link\b[^>]*>)*/.exec(markup)![0];
  return { hints, markup: markup.slice(hints.length) };
}
