// The public remote's server entry (rspack.config.ts builds it to dist/server/render.js with
// @agency/mf-config/prerender): the HTML of every public page with its head tags and the CSS it uses
// (@agency/mf-config/server-html), and the sitemap. The build renders the pages that never change
// (dist/prerender/pages.json); this remote's own container (packages/static-server/src/server-html.ts) runs
// this file to render the pages whose content comes from the database (the team, a domain's team, a member)
// when the gateway asks. The gateway never runs it.
import '@agency/ui/styles.css';
import { Suspense, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, MemoryRouter, Route, Routes } from 'react-router-dom';
import { CONTACT_SENT_PATH, type MemberProfile, type PublicStats } from '@agency/contracts/browser';
import AboutPage from '../features/about/components/about-page';
import ContactNotSentPage from '../features/contact/components/contact-not-sent-page';
import ContactPage from '../features/contact/components/contact-page';
import ContactSentPage from '../features/contact/components/contact-sent-page';
import HomePage from '../features/home/components/home-page';
import { HomeLaterSections } from '../features/home/components/home-later-sections';
import PrivacyPage from '../features/legal/components/privacy-page';
import TermsPage from '../features/legal/components/terms-page';
import NewsPage from '../features/news/components/news-page';
import { toMemberProfile } from '../features/member-profile/api/get-member-profile';
import MemberProfilePage from '../features/member-profile/components/member-profile-page';
import NotFoundPage from '../features/not-found/components/not-found-page';
import ServicesPage from '../features/services/components/services-page';
import { toPublicStats } from '../features/team/api/get-public-stats';
import type { Domain } from '@agency/contracts/browser';
import type { TeamMember } from '../features/team/api/types';
import { teamPagePath, toTeamPage } from '../features/team/api/get-team-page';
import TeamDomainPage from '../features/team/components/team-domain-page';
import TeamPage from '../features/team/components/team-page';
import { teamSlug } from '../features/team/domain-slug';
import { SERVICE_CATALOGUE } from '../lib/service-catalogue';
import { routerPath } from '../lib/router-path';
import { setServerData } from '../lib/server-data';
import { STATIC_PATHS, WITH_NEWS_PAGE } from '../routes';
import { NEWS_META } from '../page-meta/news';
import { AGENCY_NAME } from '@agency/web-kit/base';
import { memberMeta, PAGE_META, serviceMeta, teamDomainMeta, type PageMeta } from '../page-meta';
import { organization, pageHead, webPage, type JsonLd } from './page-head';
import { ALL_PAGES_CSS, compileStylesheet, criticalCss, PUBLIC_URL_TOKEN, takeResourceHints } from '@agency/mf-config/server-html';

/** How the renderer reaches the API: the caller's GET of an /api path, answering its status and JSON body. */
export type Api = (path: string) => Promise<{ status: number; body: unknown }>;

export interface RenderedPage {
  status: number;
  /** Tags for <head>: title, description, canonical, cards, JSON-LD, the page's data. */
  head: string;
  /** The page's HTML, for #root below the nav placeholder. */
  markup: string;
  /** The CSS rules of all public pages that this markup can use, in their order: for a <style> before it. */
  style: string;
}

/** Stands in for the site's address in pages rendered at build time; the server puts PUBLIC_URL in. */
export { PUBLIC_URL_TOKEN };

/** Every route of this remote (also published as routes.json by the client build), and the pages among them rendered at build time. */
export { PUBLIC_ROUTES, STATIC_PATHS } from '../routes';

class ApiFailed extends Error {}

// Parsed once per process; each page then takes from it the rules its markup can use.
const stylesheet = compileStylesheet(ALL_PAGES_CSS);

async function getJson(api: Api, path: string): Promise<{ status: number; body: unknown }> {
  const answer = await api(path);
  if (answer.status >= 500 || answer.status === 429) throw new ApiFailed(`${path} answered ${answer.status}`);
  return answer;
}

async function loadDomains(api: Api): Promise<Domain[]> {
  const { body } = await getJson(api, '/api/admin/domains');
  return Array.isArray(body) ? (body as Domain[]) : [];
}

function render(pattern: string, path: string, element: ReactElement, data?: Record<string, unknown>): string {
  setServerData(data ? { path, values: { ...data } } : null);
  try {
    // As the shell renders a page in the browser: in a Suspense boundary (RemotePage's), with React's markers, so
    // the browser hydrates this HTML in place instead of replacing it.
    return renderToString(
      <MemoryRouter initialEntries={[path]}>
        <Suspense>
          <Routes>
            <Route path={pattern} element={element} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
  } finally {
    setServerData(null);
  }
}

interface PageParts {
  status: number;
  meta: PageMeta;
  jsonLd: JsonLd[];
  markup: string;
  data?: Record<string, unknown>;
  ogType?: 'website' | 'profile';
  /** False for a page about one visit only (noindex, no canonical URL); else whether it answers 200. */
  canonical?: boolean;
}

function notFound(path: string, publicUrl: string): PageParts {
  const markup = render('*', path, <NotFoundPage />);
  return { status: 404, meta: PAGE_META.notFound, jsonLd: [webPage(publicUrl, path, PAGE_META.notFound)], markup };
}

/**
 * A team or member that does not exist: the page itself, told so by its data (null), renders its "Page not
 * found", and the app's first render, handed the same data, is that page too (not a loading state).
 */
function missing(path: string, publicUrl: string, pattern: string, element: ReactElement, data: Record<string, null>): PageParts {
  return { ...notFound(path, publicUrl), markup: render(pattern, path, element, data), data };
}

function staticPage(path: string, publicUrl: string): PageParts | undefined {
  const simple: Record<string, [PageMeta, () => ReactElement, boolean]> = {
    '/': [PAGE_META.home, () => <HomePage />, true],
    '/about': [PAGE_META.about, () => <AboutPage />, false],
    '/contact': [PAGE_META.contact, () => <ContactPage />, true],
    '/privacy': [PAGE_META.privacy, () => <PrivacyPage />, false],
    '/terms': [PAGE_META.terms, () => <TermsPage />, false],
    ...(WITH_NEWS_PAGE ? { '/news': [NEWS_META, () => <NewsPage />, false] as [PageMeta, () => ReactElement, boolean] } : {}),
  };
  const known = simple[path];
  if (known) {
    const [meta, page, withOrganization] = known;
    const jsonLd = withOrganization ? [organization(publicUrl), webPage(publicUrl, path, meta)] : [webPage(publicUrl, path, meta)];
    return { status: 200, meta, jsonLd, markup: render(path, path, page()) };
  }
  // What the contact form sent without the app led to: rendered on request (not in STATIC_PATHS, so not in
  // the sitemap), kept out of search results.
  if (path === CONTACT_SENT_PATH) {
    const markup = render(path, path, <ContactSentPage />);
    return { status: 200, meta: PAGE_META.contactSent, jsonLd: [], markup, canonical: false };
  }
  if (matchPath('/contact/not-sent/:reason', path)) {
    const markup = render('/contact/not-sent/:reason', path, <ContactNotSentPage />);
    return { status: 200, meta: PAGE_META.contactNotSent, jsonLd: [], markup, canonical: false };
  }
  const service = matchPath('/services/:service', path)?.params.service;
  if (service === undefined) return undefined;
  const summary = SERVICE_CATALOGUE.find((s) => s.slug === service);
  const markup = render('/services/:service', path, <ServicesPage />);
  // The page says "Service Not Found" in the browser as well as here.
  if (!summary) return { ...notFound(path, publicUrl), meta: PAGE_META.serviceNotFound, markup };
  const meta = serviceMeta(summary.slug);
  const jsonLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: summary.title,
    serviceType: summary.title,
    description: summary.summary,
    url: `${publicUrl}${path}`,
    areaServed: { '@type': 'Country', name: 'India' },
    provider: organization(publicUrl),
  };
  return { status: 200, meta, jsonLd: [jsonLd], markup };
}

async function databasePage(path: string, api: Api, publicUrl: string): Promise<PageParts | undefined> {
  if (path === '/team') {
    const [domains, stats] = await Promise.all([loadDomains(api), getJson(api, '/api/admin/public-stats')]);
    const data = { domains, stats: toPublicStats(stats.body) satisfies PublicStats };
    return {
      status: 200,
      meta: PAGE_META.team,
      jsonLd: [webPage(publicUrl, path, PAGE_META.team)],
      markup: render(path, path, <TeamPage />, data),
      data,
    };
  }
  const member = matchPath('/team/:slug/:memberId', path)?.params;
  if (member?.memberId) {
    const answer = await getJson(api, `/api/admin/members/${encodeURIComponent(member.memberId)}`);
    if (answer.status === 404 || answer.status === 400)
      return missing(path, publicUrl, '/team/:slug/:memberId', <MemberProfilePage />, { member: null });
    if (answer.status !== 200) throw new ApiFailed(`member answered ${answer.status}`);
    const profile: MemberProfile = toMemberProfile(answer.body, member.memberId);
    const data = { member: profile };
    const about = profile.about || profile.description || '';
    const person: JsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: profile.name,
      url: `${publicUrl}${path}`,
      ...(about ? { description: about } : {}),
      ...(/^https?:\/\//.test(profile.pic ?? '') ? { image: profile.pic } : {}),
      ...(profile.skills.length || profile.skillTags.length
        ? { knowsAbout: profile.skills.length ? profile.skills : profile.skillTags }
        : {}),
      ...(profile.languages.length ? { knowsLanguage: profile.languages } : {}),
      worksFor: { '@type': 'Organization', name: AGENCY_NAME, url: `${publicUrl}/` },
    };
    const markup = render('/team/:slug/:memberId', path, <MemberProfilePage />, data);
    return { status: 200, meta: memberMeta(profile.name, about), jsonLd: [person], markup, data, ogType: 'profile' };
  }
  const slug = matchPath('/team/:slug', path)?.params.slug;
  if (slug) {
    const domain = (await loadDomains(api)).find((candidate) => teamSlug(candidate) === slug);
    if (!domain) return missing(path, publicUrl, '/team/:slug', <TeamDomainPage />, { team: null });
    // The first page of members, as the app's first render asks for it ("Load more" reads on).
    const { body } = await getJson(api, teamPagePath(domain.domain_id, null));
    const data = { team: toTeamPage(body) };
    const meta = teamDomainMeta(slug);
    return {
      status: 200,
      meta,
      jsonLd: [webPage(publicUrl, path, meta)],
      markup: render('/team/:slug', path, <TeamDomainPage />, data),
      data,
    };
  }
  return undefined;
}

/**
 * The server HTML of `pathname`: a public page (200), or the not-found page (404) for an unknown path,
 * team or member. Throws when the API fails (the caller serves the plain shell page instead).
 */
export async function renderPage(pathname: string, options: { api?: Api; publicUrl: string }): Promise<RenderedPage> {
  // Sections the browser loads later are rendered whole here (this bundle has them inline: no download).
  await HomeLaterSections.preload();
  const path = routerPath(pathname);
  const { publicUrl } = options;
  const parts =
    staticPage(path, publicUrl) ??
    (options.api ? await databasePage(path, options.api, publicUrl) : undefined) ??
    notFound(path, publicUrl);
  const content = takeResourceHints(parts.markup);
  const head =
    pageHead(
      {
        path,
        meta: parts.meta,
        jsonLd: parts.jsonLd,
        canonical: parts.canonical ?? parts.status === 200,
        ogType: parts.ogType,
        data: parts.data,
      },
      publicUrl,
    ) + content.hints;
  const markup = `<main id="main">${content.markup}</main>`;
  return { status: parts.status, head, markup, style: criticalCss(stylesheet, markup) };
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: the public routes, each live domain's team and each member's profile (once, under its first team). */
export async function renderSitemap(options: { api: Api; publicUrl: string }): Promise<string> {
  const { api, publicUrl } = options;
  const paths = [...STATIC_PATHS.slice(0, 3), '/team', ...STATIC_PATHS.slice(3)];
  const domains = await loadDomains(api);
  const seen = new Set<string>();
  for (const domain of domains) {
    const slug = teamSlug(domain);
    paths.push(`/team/${slug}`);
    const { body } = await getJson(api, `/api/admin/domains/${encodeURIComponent(domain.domain_id)}/members`);
    for (const member of (Array.isArray(body) ? body : []) as TeamMember[]) {
      if (typeof member.member_id !== 'string' || seen.has(member.member_id)) continue;
      seen.add(member.member_id);
      paths.push(`/team/${slug}/${member.member_id}`);
    }
  }
  const urls = paths.map((path) => `<url><loc>${xmlEscape(`${publicUrl}${encodeURI(path)}`)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}
