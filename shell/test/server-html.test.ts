/// <reference types="jest" />
/// <reference types="node" />
// The shell's sign-in pages as its real build renders them (dist/prerender/pages.json, built first when
// missing or older than its sources): each page's markup, head and only the CSS that markup uses.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from '../../scripts/lib/build-for-tests';

interface Page {
  status: number;
  head: string;
  markup: string;
  style: string;
}

let build: {
  style: string;
  pages: Record<string, Page>;
  layoutFrame: { parts: string[]; slots: { area: string; link: string; activeLink: string }[]; style: string[] };
};
beforeAll(() => {
  buildIfStale({ shell: 'prerender/pages.json' });
  build = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../dist/prerender/pages.json'), 'utf8')) as typeof build;
}, 600_000);

describe("the shell's build: server HTML of its sign-in pages", () => {
  test('when the shell is built, then exactly the pages every visitor sees alike are rendered: sign-in, sign-up, forgotten password', () => {
    expect(Object.keys(build.pages).sort()).toEqual(['/forgot-password', '/login', '/signup']);
  });

  test.each([
    ['/login', 'Welcome Back', 'Sign In · Agency'],
    ['/signup', 'Create Account', 'Create Account · Agency'],
    ['/forgot-password', 'Forgot Password', 'Forgot Password · Agency'],
  ])(
    'when %s is rendered, then its markup has its heading and form, its head its own title and canonical URL',
    (pathname, heading, title) => {
      const page = build.pages[pathname]!;
      expect(page.status).toBe(200);
      // In OwnPage's Suspense boundary, as the browser renders it: it hydrates this markup.
      expect(page.markup).toMatch(/^<main id="main"><!--\$--><noscript>/);
      expect(page.markup).toMatch(/<!--\/\$--><\/main>$/);
      expect(page.markup).toContain(`<h1 class="auth-card__title">${heading}</h1>`);
      expect(page.markup).toContain('<form');
      expect(page.head).toContain(`<title>${title}</title>`);
      expect(page.head).toContain(`<link rel="canonical" href="%PUBLIC_URL%${pathname}">`);
    },
  );

  test.each(['/login', '/signup', '/forgot-password'])(
    'when %s is rendered, then its one form is a POST: sent without the app, nothing typed goes into a URL',
    (pathname) => {
      const forms = build.pages[pathname]!.markup.match(/<form\b[^>]*>/g) ?? [];
      expect(forms).toHaveLength(1);
      expect(forms[0]).toMatch(/ method="post"/);
      expect(forms[0]).not.toMatch(/ action=/);
    },
  );

  test("when a page's CSS is chosen, then it has the card's and the form's rules and none of what its markup cannot use", () => {
    const login = build.pages['/login']!.style;
    const unused = ['.two-factor-step', '.thread__message', '.dialog__title'];
    for (const name of unused) expect(build.style).toContain(name);
    for (const rule of ['.auth-card{', '.auth-page{', '.input,.select,.textarea{', '.btn--primary{']) expect(login).toContain(rule);
    for (const name of unused) expect(login).not.toContain(name);
    expect(login.length).toBeLessThan(build.style.length / 2);
  });
});

describe("the shell's build: its layout as server HTML", () => {
  test('when the shell is built, then its visitor layout (skip link, nav bar, main, footer, then the phone menu) comes cut around one stand-in link per place, plain and current, with the CSS it uses', () => {
    const { parts, slots, style } = build.layoutFrame;
    expect(slots.map((slot) => slot.area)).toEqual(['nav', 'footer-services', 'footer-company', 'footer-legal', 'nav']);
    expect(parts).toHaveLength(6);
    const [bar, footer, company, legal, menu, end] = parts as [string, string, string, string, string, string];
    expect(bar).toMatch(
      /^<div class="app"><a class="skip-link" href="#main">Skip to content<\/a><header class="nav"><nav class="container nav__inner" aria-label="Main"><a class="brand" aria-label="Agency home" href="\/"/,
    );
    expect(bar.endsWith('<div class="nav__links">')).toBe(true);
    // The page goes inside the app's <main>, the footer's links after it.
    expect(footer).toMatch(
      /^<\/div><div class="nav__actions"><a class="btn btn--primary btn--sm nav__signin" href="\/login"[^>]*>SIGN IN<\/a>/,
    );
    // The burger opens the menu, a popover, without JavaScript; it points at the id the app's menu has.
    expect(footer).toContain('aria-controls="site-menu" popovertarget="site-menu">');
    expect(footer).toMatch(/<\/header><main id="main" class="app__main"><!--page--><\/main><footer class="footer">/);
    expect(footer).toMatch(/<nav aria-label="Services" class="footer__col"><h2 class="footer__heading">Services<\/h2>$/);
    expect(company).toMatch(/<nav aria-label="Company" class="footer__col"><h2 class="footer__heading">Company<\/h2>$/);
    // As React renders it (the separators between texts), so that the browser hydrates it.
    expect(legal).toContain('<span>© <!-- --><!--year--><!-- --> <!-- -->Agency<!-- -->. Since <!-- -->2025<!-- -->.</span>');
    expect(legal.endsWith('<span class="footer__legal">')).toBe(true);
    // The menu after the app's element: React passes over it when hydrating, and the bar then takes it over.
    expect(menu).toMatch(
      /<div id="app-announcer" class="visually-hidden" aria-live="polite" aria-atomic="true"><\/div><\/div><nav popover="auto" class="mobile-menu" id="site-menu" aria-label="Mobile">$/,
    );
    expect(end).toMatch(/^<a class="btn btn--primary mobile-menu__signin" href="\/login"[^>]*>SIGN IN<\/a><\/nav>$/);
    expect(slots[0]!.link).toMatch(/^<a class="nav__link" href="\/__published_link__\/nav"[^>]*>__PUBLISHED_LINK__<\/a>$/);
    expect(slots[0]!.activeLink).toMatch(/^<a aria-current="page" class="nav__link active" href="\/__published_link__\/nav"/);
    expect(slots[4]!.link).toMatch(/^<a class="mobile-menu__link" href="\/__published_link__\/nav"/);
    expect(slots[4]!.activeLink).toMatch(/^<a aria-current="page" class="mobile-menu__link active" href="\/__published_link__\/nav"/);
    expect(slots[3]!.link).toMatch(/^<a href="\/__published_link__\/footer-legal"[^>]*>__PUBLISHED_LINK__<\/a>$/);
    const css = style.join('');
    for (const rule of [
      '.nav{',
      '.nav__link{',
      '.nav__burger{',
      '.brand{',
      '.mobile-menu[popover]{',
      '.mobile-menu[popover]:popover-open{',
      '.skip-link{',
      '.footer{',
      '.footer__grid{',
    ])
      expect(css).toContain(rule);
    // One rule each, in the stylesheet's order: the shared button's size before its small size.
    expect(style.findIndex((rule) => rule.startsWith('.btn{'))).toBeLessThan(style.findIndex((rule) => rule.startsWith('.btn--sm{')));
  });
});
