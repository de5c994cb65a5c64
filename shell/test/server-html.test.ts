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
  navFrame: { parts: string[]; slots: { link: string; activeLink: string }[]; style: string };
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
      expect(page.markup).toMatch(/^<main id="main">/);
      expect(page.markup).toContain(`<h1 class="auth-card__title">${heading}</h1>`);
      expect(page.markup).toContain('<form');
      expect(page.head).toContain(`<title>${title}</title>`);
      expect(page.head).toContain(`<link rel="canonical" href="%PUBLIC_URL%${pathname}">`);
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

describe("the shell's build: its nav bar as server HTML", () => {
  test('when the shell is built, then its visitor nav bar and phone menu come cut around one stand-in link each, plain and current, with the CSS they use', () => {
    const { parts, slots, style } = build.navFrame;
    expect(parts).toHaveLength(3);
    const [bar, menu, end] = parts as [string, string, string];
    expect(bar).toMatch(
      /^<header class="nav"><nav class="container nav__inner" aria-label="Main"><a class="brand" aria-label="Agency home" href="\/"/,
    );
    expect(bar.endsWith('<div class="nav__links">')).toBe(true);
    // The burger opens the menu, a popover, without JavaScript.
    expect(menu.toLowerCase()).toContain('popovertarget="server-menu"');
    expect(menu).toContain('>SIGN IN</a>');
    expect(menu).toMatch(/<nav popover="auto" class="mobile-menu" id="server-menu" aria-label="Mobile">$/);
    expect(end).toContain('href="/login"');
    expect(end.endsWith('</nav></header>')).toBe(true);
    expect(slots[0]!.link).toMatch(/^<a class="nav__link" href="\/__published_link__"[^>]*>__PUBLISHED_LINK__<\/a>$/);
    expect(slots[0]!.activeLink).toMatch(/^<a aria-current="page" class="nav__link active" href="\/__published_link__"/);
    expect(slots[1]!.link).toMatch(/^<a class="mobile-menu__link" href="\/__published_link__"/);
    expect(slots[1]!.activeLink).toMatch(/^<a aria-current="page" class="mobile-menu__link active" href="\/__published_link__"/);
    const css = style.join('');
    for (const rule of [
      '.nav{',
      '.nav__link{',
      '.nav__burger{',
      '.brand{',
      '.mobile-menu[popover]{',
      '.mobile-menu[popover]:popover-open{',
    ])
      expect(css).toContain(rule);
    // One rule each, in the stylesheet's order: the shared button's size before its small size.
    expect(style.findIndex((rule) => rule.startsWith('.btn{'))).toBeLessThan(style.findIndex((rule) => rule.startsWith('.btn--sm{')));
  });
});
