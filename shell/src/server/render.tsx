// The shell's server entry (built by @agency/mf-config/prerender into dist/server/render.js): the server
// HTML of the shell's own pages that any visitor opens, the same for everyone (sign-in, sign-up, forgotten
// password), rendered once at build time into dist/prerender/pages.json. The gateway puts a page's HTML
// into the shell's layout, as it does the public remote's pages; the app hydrates it (bootstrap.tsx), so it
// is rendered as React renders it in the browser (renderToString, the page in OwnPage's Suspense boundary).
import '@agency/ui/styles.css';
import { Suspense, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import {
  ALL_PAGES_CSS,
  compileStylesheet,
  criticalCss,
  criticalRules,
  jsonBlock,
  pageHeadTags,
  PUBLIC_URL_TOKEN,
  webPageJsonLd,
} from '@agency/mf-config/server-html';
import { AGENCY_NAME, formatPageTitle } from '@agency/web-kit/base';
import { FORGOT_PASSWORD_TITLE, ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LOGIN_TITLE, LoginPage } from '../features/auth/components/login-page';
import { SIGNUP_TITLE, SignupPage } from '../features/auth/components/signup-page';
import { SITE_MENU_ID } from '../components/layout/nav-bar';
import { AppLayout } from '../components/layout/app-layout';
import { MobileMenu } from '../components/layout/mobile-menu';
import '../components/layout/layout.css';
import { setPublishedLinks } from '../lib/published-links';
import { LINK_AREAS, PAGE_SLOT, publishedLinkSlot, YEAR_SLOT, type LinkArea } from '@agency/contracts/browser';

export { PUBLIC_URL_TOKEN };

export interface RenderedPage {
  status: number;
  head: string;
  /** The page's HTML, for #root below the nav placeholder. */
  markup: string;
  /** The CSS rules of the shell that this markup can use, in their order. */
  style: string;
}

interface OwnPage {
  /** As the page sets it in the browser (usePageTitle). */
  title: string;
  description: string;
  Page: ComponentType;
}

const PAGES: Record<string, OwnPage> = {
  '/login': {
    title: LOGIN_TITLE,
    description: `Sign in to ${AGENCY_NAME}'s client portal: request services and follow them, see your tasks, or run the agency.`,
    Page: LoginPage,
  },
  '/signup': {
    title: SIGNUP_TITLE,
    description: `Create an account with ${AGENCY_NAME} to request software, digital presence, design, IoT or support services and follow each request.`,
    Page: SignupPage,
  },
  '/forgot-password': {
    title: FORGOT_PASSWORD_TITLE,
    description: `Forgot your ${AGENCY_NAME} password? Enter your e-mail and role and we will send you a link to choose a new one.`,
    Page: ForgotPasswordPage,
  },
};

/** The pages the build renders (all of this entry's pages: none depends on data). */
export const STATIC_PATHS = Object.keys(PAGES);

// Parsed once; each page then takes from it the rules its markup can use.
const stylesheet = compileStylesheet(ALL_PAGES_CSS);

function headOf(path: string, page: OwnPage, publicUrl: string): string {
  const title = formatPageTitle(page.title);
  const tags = pageHeadTags({
    siteName: AGENCY_NAME,
    title,
    description: page.description,
    url: `${publicUrl}${path}`,
    canonical: true,
    image: `${publicUrl}/og-image.png`,
  });
  const webPage = webPageJsonLd({
    siteName: AGENCY_NAME,
    siteUrl: `${publicUrl}/`,
    title,
    description: page.description,
    url: `${publicUrl}${path}`,
  });
  return [...tags, `<script type="application/ld+json">${jsonBlock(webPage)}</script>`].join('');
}

/** The server HTML of one of this entry's pages; throws for any other path (the build asks only for STATIC_PATHS). */
export async function renderPage(pathname: string, options: { publicUrl: string }): Promise<RenderedPage> {
  const page = PAGES[pathname];
  if (!page) throw new Error(`the shell renders no server HTML for ${pathname}`);
  const { Page } = page;
  // In a Suspense boundary, as OwnPage renders it in the browser, which then hydrates this HTML in place.
  const body = renderToString(
    <MemoryRouter initialEntries={[pathname]}>
      <Suspense>
        <Page />
      </Suspense>
    </MemoryRouter>,
  );
  const markup = `<main id="main">${body}</main>`;
  return { status: 200, head: headOf(pathname, page, options.publicUrl), markup, style: criticalCss(stylesheet, markup) };
}

/**
 * A visitor's page around its content as server HTML: the shell's whole layout (skip link, nav bar with its
 * phone menu, `<main>`, footer, the announcer), so a visitor without JavaScript, or before it has arrived,
 * can skip to the content, open the menu, SIGN IN and follow every link of the nav and the footer (the
 * legal pages are linked from the footer only), and the app's first render changes nothing on screen.
 * Cut around the published links so the gateway can put in the links the remotes publish at run time:
 * `parts[0]`, the links of `slots[0].area` by `slots[0]`, `parts[1]`, … (the bar's row of links, the phone
 * menu's, the footer's columns). Each slot has the markup of one stand-in link, plain and as the current
 * page's. The page's content goes in at PAGE_SLOT (inside `<main>`), the current year at YEAR_SLOT.
 */
export interface LayoutFrame {
  parts: string[];
  slots: { area: LinkArea; link: string; activeLink: string }[];
  /**
   * The CSS rules of the shell that the layout uses, one by one: the gateway puts in those the page's own
   * CSS lacks, after it (the shared UI rules keep their order: `.btn--sm` after `.btn`).
   */
  style: string[];
}

const PAGE_STAND_IN = '__PAGE_CONTENT__';

export function renderLayoutFrame(): LayoutFrame {
  const links = LINK_AREAS.map((area) => ({ ...publishedLinkSlot(area), area }));
  setPublishedLinks([{ name: 'server', entry: '', routes: { routes: [], links } }]);
  try {
    const noop = () => undefined;
    const year = String(new Date().getFullYear());
    // The app's layout, whose burger here opens the app's menu as a popover (no JavaScript needed): put
    // together in the markup, so that none of this is in the app's own code.
    // With renderToString, as React renders on the client (the text separators, the Suspense markers), so that
    // the browser hydrates this HTML in place. The menu goes after the app's element: React passes over it when
    // hydrating, and the bar takes it over (nav-bar.tsx).
    const layoutAt = (pathname: string) => {
      const inRouter = (element: ReactElement) => renderToString(<MemoryRouter initialEntries={[pathname]}>{element}</MemoryRouter>);
      const layout = inRouter(
        <AppLayout session={null} onLogout={noop} accountMenu={null}>
          {PAGE_STAND_IN}
        </AppLayout>,
      );
      const menu = inRouter(<MobileMenu id={SITE_MENU_ID} session={null} onNavigate={noop} onLogout={noop} />);
      const burger = / aria-expanded="false"( aria-controls="[^"]*")/;
      const copyright = `© <!-- -->${year}<!-- -->`;
      const shaped = [burger.test(layout), layout.startsWith('<div class="app">'), menu.startsWith('<nav ')];
      const once = [PAGE_STAND_IN, copyright].every((text) => layout.split(text).length === 2);
      if (!shaped.every(Boolean) || !once) throw new Error('the layout, its nav bar or its menu changed shape');
      return (
        layout
          .replace(burger, (_, controls: string) => `${controls} popovertarget="${SITE_MENU_ID}"`)
          .replace(PAGE_STAND_IN, PAGE_SLOT)
          .replace(copyright, `© <!-- -->${YEAR_SLOT}<!-- -->`) + menu.replace('<nav ', '<nav popover="auto" ')
      );
    };
    const slot = /<a [^>]*href="\/__published_link__\/([a-z-]+)"[^>]*>__PUBLISHED_LINK__<\/a>/g;
    const slotsIn = (markup: string) => [...markup.matchAll(slot)].map(([link, area]) => ({ area: area as LinkArea, link }));
    const elsewhere = layoutAt('/');
    // The same slots where their area's stand-in is the current page: its links as the current page's.
    const current = new Map(LINK_AREAS.map((area) => [area, slotsIn(layoutAt(publishedLinkSlot(area).to)).filter((s) => s.area === area)]));
    const slots = slotsIn(elsewhere).map(({ area, link }, index, all) => {
      const nth = all.slice(0, index).filter((s) => s.area === area).length;
      const activeLink = current.get(area)?.[nth]?.link;
      if (activeLink === undefined) throw new Error(`the layout rendered an unknown link slot: ${link}`);
      return { area, link, activeLink };
    });
    const perArea = LINK_AREAS.map((area) => slots.filter((s) => s.area === area).length);
    // The bar's row and the phone menu hold the nav links; each footer column its own area's.
    if (perArea.join() !== '2,1,1,1') throw new Error(`the layout did not render each area's published link: ${perArea.join()}`);
    return {
      parts: elsewhere.split(slot).filter((_, index) => index % 2 === 0),
      slots,
      style: criticalRules(stylesheet, elsewhere + slots.map((s) => s.activeLink).join('')),
    };
  } finally {
    setPublishedLinks([]);
  }
}
