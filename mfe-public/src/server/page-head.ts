// The <head> tags of a page's server HTML: title, description, canonical URL, Open Graph and Twitter
// cards, JSON-LD, and the data block the app's first render reads (lib/server-data.ts).
import { CONTACT_DETAILS } from '../lib/site-contact';
import { SERVER_DATA_ELEMENT_ID } from '../lib/server-data';
import { AGENCY_NAME, formatPageTitle } from '@agency/web-kit/base';
import { jsonBlock, pageHeadTags, webPageJsonLd } from '@agency/mf-config/server-html';
import type { PageMeta } from '../page-meta';

export type JsonLd = Record<string, unknown>;

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
  return webPageJsonLd({
    siteName: AGENCY_NAME,
    siteUrl: `${publicUrl}/`,
    title: formatPageTitle(meta.title),
    description: meta.description,
    url: `${publicUrl}${path}`,
  });
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
  const tags = [
    ...pageHeadTags({
      siteName: AGENCY_NAME,
      // The title the page sets in the browser too (usePageTitle), from the same table.
      title: formatPageTitle(input.meta.title),
      description: input.meta.description,
      url: `${publicUrl}${input.path}`,
      canonical: input.canonical,
      image: `${publicUrl}/og-image.png`,
      ogType: input.ogType,
    }),
    ...input.jsonLd.map((item) => `<script type="application/ld+json">${jsonBlock(item)}</script>`),
  ];
  if (input.data) {
    tags.push(
      `<script id="${SERVER_DATA_ELEMENT_ID}" type="application/json">${jsonBlock({ path: input.path, values: input.data })}</script>`,
    );
  }
  return tags.join('');
}
