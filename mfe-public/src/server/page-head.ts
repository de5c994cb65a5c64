// The <head> tags of a page's server HTML: title, description, canonical URL, Open Graph and Twitter
// cards, JSON-LD, and the data block the app's first render reads (lib/server-data.ts).
import { CONTACT_DETAILS } from '../lib/site-contact';
import { SERVER_DATA_ELEMENT_ID } from '../lib/server-data';
import { AGENCY_NAME, formatPageTitle } from '@agency/web-kit/base';
import type { PageMeta } from '../page-meta';

export type JsonLd = Record<string, unknown>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// A JSON data block must not close its element (`</script>`), whatever the database holds.
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The agency as schema.org sees it: a local business with its Indore address. */
export function organization(publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${publicUrl}/#organization`,
    name: AGENCY_NAME,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/icon-512.png`,
    image: `${publicUrl}/og-image.png`,
    email: CONTACT_DETAILS.email,
    telephone: CONTACT_DETAILS.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: CONTACT_DETAILS.addressLines[0],
      addressLocality: 'Indore',
      addressRegion: 'Madhya Pradesh',
      addressCountry: 'IN',
    },
  };
}

export function webPage(publicUrl: string, path: string, meta: PageMeta): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: formatPageTitle(meta.title),
    description: meta.description,
    url: `${publicUrl}${path}`,
    isPartOf: { '@type': 'WebSite', name: AGENCY_NAME, url: `${publicUrl}/` },
  };
}

export interface HeadInput {
  path: string;
  meta: PageMeta;
  jsonLd: JsonLd[];
  /** Left out for a page that answers 404: it has no URL of its own to name. */
  canonical: boolean;
  ogType?: 'website' | 'profile' | 'article';
  /** The values the page was rendered with, for the app's first render. */
  data?: Record<string, unknown>;
}

export function pageHead(input: HeadInput, publicUrl: string): string {
  const url = `${publicUrl}${input.path}`;
  const image = `${publicUrl}/og-image.png`;
  // The title the page sets in the browser too (usePageTitle), from the same table.
  const title = escapeHtml(formatPageTitle(input.meta.title));
  const description = escapeHtml(input.meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    input.canonical ? `<link rel="canonical" href="${escapeHtml(url)}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:site_name" content="${AGENCY_NAME}">`,
    `<meta property="og:type" content="${input.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    '<meta property="og:locale" content="en_IN">',
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    ...input.jsonLd.map((item) => `<script type="application/ld+json">${jsonBlock(item)}</script>`),
  ];
  if (input.data) {
    tags.push(
      `<script id="${SERVER_DATA_ELEMENT_ID}" type="application/json">${jsonBlock({ path: input.path, values: input.data })}</script>`,
    );
  }
  return tags.join('');
}
