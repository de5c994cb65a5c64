// The shell's server entry (built by @agency/mf-config/prerender into dist/server/render.js): the server
// HTML of the shell's own pages that any visitor opens, the same for everyone (sign-in, sign-up, forgotten
// password), rendered once at build time into dist/prerender/pages.json. The gateway puts a page's HTML
// into index.html below the nav placeholder, as it does the public remote's pages; the app's first render
// replaces it with the same page, taking along what the visitor typed (@agency/web-kit/typed-fields).
import '@agency/ui/styles.css';
import type { ComponentType, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
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
import { NavBar, SERVER_MENU_ID } from '../components/layout/nav-bar';
import { MobileMenu } from '../components/layout/mobile-menu';
import '../components/layout/layout.css';
import { setPublishedLinks } from '../lib/published-links';
import { PUBLISHED_LINK_SLOT } from '@agency/contracts/browser';

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

// With JavaScript off the page reads, but its form cannot send: say so where the visitor looks first.
const NO_SCRIPT_NOTICE =
  '<noscript><div class="container section section--tight"><div class="alert alert--info" role="status"><div class="alert__body">' +
  'This form needs JavaScript. Please turn it on in your browser to continue.</div></div></div></noscript>';

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
  const body = renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <Page />
    </MemoryRouter>,
  );
  const markup = `<main id="main">${NO_SCRIPT_NOTICE}${body}</main>`;
  return { status: 200, head: headOf(pathname, page, options.publicUrl), markup, style: criticalCss(stylesheet, markup) };
}

/**
 * A visitor's nav bar as server HTML, cut around its published links so the gateway can put in the links
 * the remotes publish at run time: `parts[0]`, the links by `slots[0]`, `parts[1]`, by `slots[1]`, ... (the
 * bar's row of links, then the phone menu's). Each slot has the markup of one stand-in link, plain and as
 * the current page's. A visitor can follow the links, open the phone menu (a popover) and SIGN IN from
 * the first paint, before the app's code has arrived.
 */
export interface NavFrame {
  parts: string[];
  slots: { link: string; activeLink: string }[];
  /**
   * The CSS rules of the shell that the bar and its menu use, one by one: the gateway puts in those the
   * page's own CSS lacks, after it (the shared UI rules keep their order: `.btn--sm` after `.btn`).
   */
  style: string[];
}

export function renderNavFrame(): NavFrame {
  setPublishedLinks([{ name: 'server', entry: '', routes: { routes: [], links: [{ ...PUBLISHED_LINK_SLOT, area: 'nav' }] } }]);
  try {
    const noop = () => undefined;
    const inRouter = (pathname: string, element: ReactElement) =>
      renderToStaticMarkup(<MemoryRouter initialEntries={[pathname]}>{element}</MemoryRouter>);
    // The app's bar, whose burger here opens the app's menu as a popover (no JavaScript needed): put
    // together in the markup, so that none of this is in the app's own code.
    const barAt = (pathname: string) => {
      const bar = inRouter(pathname, <NavBar session={null} onLogout={noop} accountMenu={null} />);
      const menu = inRouter(pathname, <MobileMenu id={SERVER_MENU_ID} session={null} onNavigate={noop} onLogout={noop} />);
      const burger = / aria-expanded="false" aria-controls="[^"]*"/;
      if (!burger.test(bar) || !bar.endsWith('</header>') || !menu.startsWith('<nav '))
        throw new Error('the nav bar or its menu changed shape');
      return bar
        .replace(burger, ` aria-controls="${SERVER_MENU_ID}" popovertarget="${SERVER_MENU_ID}"`)
        .replace(/<\/header>$/, `${menu.replace('<nav ', '<nav popover="auto" ')}</header>`);
    };
    const slot = new RegExp(`<a [^>]*href="${PUBLISHED_LINK_SLOT.to}"[^>]*>${PUBLISHED_LINK_SLOT.label}</a>`, 'g');
    const elsewhere = barAt('/');
    const links = elsewhere.match(slot) ?? [];
    const activeLinks = barAt(PUBLISHED_LINK_SLOT.to).match(slot) ?? [];
    if (links.length !== 2 || activeLinks.length !== 2)
      throw new Error('the nav bar did not render its published link in the bar and the menu');
    return {
      parts: elsewhere.split(slot),
      slots: links.map((link, index) => ({ link, activeLink: activeLinks[index]! })),
      style: criticalRules(stylesheet, elsewhere + activeLinks.join('')),
    };
  } finally {
    setPublishedLinks([]);
  }
}
