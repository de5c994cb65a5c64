// The shell's layout in server HTML: the shell's markup around one stand-in link per place, repeated by the
// gateway for each link the remotes publish for that place, with the page's content in its <main>.
import { PAGE_SLOT, YEAR_SLOT } from '@agency/contracts';
import { isCurrentLink, layoutStyle, pageContent, parseLayoutFrame, serverLayout } from '../src/server-layout';
import { FRAME } from './helpers';

const LINKS = [
  { to: '/', label: 'HOME', area: 'nav', end: true },
  { to: '/about', label: 'ABOUT US', area: 'nav' },
  { to: '/privacy', label: 'Privacy Policy', area: 'footer-legal' },
  { to: '/team', label: 'OUR TEAM', area: 'nav' },
  { to: '/terms', label: 'Terms of Service', area: 'footer-legal' },
  { to: '/services/iot', label: 'Embedded & IoT', area: 'footer-services' },
  { to: '/about', label: 'About Us', area: 'footer-company' },
] as const;

describe("the shell's layout in server HTML", () => {
  test('when the remotes publish links, then each place holds those of its area in their order, the current one marked, with the page in <main> and the year in the footer', () => {
    const html = serverLayout(FRAME, { links: LINKS, pathname: '/team/web-development', content: '<h1>Web</h1>', year: 2031 });
    expect(html).toBe(
      '<div class="app"><a class="skip-link" href="#main">Skip to content</a><header class="nav"><nav aria-label="Main"><div class="nav__links">' +
        '<a class="nav__link" href="/">HOME</a><a class="nav__link" href="/about">ABOUT US</a>' +
        '<a aria-current="page" class="nav__link active" href="/team">OUR TEAM</a>' +
        '</div><a href="/login">SIGN IN</a></nav><nav id="server-menu" popover="auto">' +
        '<a class="mobile-menu__link" href="/">HOME</a><a class="mobile-menu__link" href="/about">ABOUT US</a>' +
        '<a aria-current="page" class="mobile-menu__link active" href="/team">OUR TEAM</a>' +
        '</nav></header><main id="main" class="app__main"><h1>Web</h1></main><footer><nav aria-label="Company">' +
        '<a href="/about">About Us</a></nav><span>© 2031 Agency</span><span class="footer__legal">' +
        '<a href="/privacy">Privacy Policy</a><a href="/terms">Terms of Service</a></span></footer></div>',
    );
  });

  test('when a label or address holds markup or replacement patterns, or the page holds the slots, then they are put in as they are', () => {
    const content = `<p>$& $' ${YEAR_SLOT} ${PAGE_SLOT}</p>`;
    const html = serverLayout(FRAME, {
      links: [{ to: '/a"b', label: `<b>$& & $' "R&D"`, area: 'nav' }],
      pathname: '/',
      content,
      year: 2031,
    });
    expect(html).toContain(`href="/a&quot;b">&lt;b&gt;$&amp; &amp; $&#x27; &quot;R&amp;D&quot;</a>`);
    expect(html).toContain(`<main id="main" class="app__main">${content}</main>`);
    expect(html).toContain('© 2031 Agency');
  });

  test.each([
    ['<main id="main"><h1>About</h1></main>', '<h1>About</h1>'],
    ['<main id="main"></main>', ''],
    ['<main><h1>About</h1></main>', undefined],
    ['<h1>About</h1>', undefined],
    ['<main id="main">a</main><main id="main">b</main>', undefined],
  ])("when a page's server HTML is %s, then its content for the layout is %j", (markup, content) => {
    expect(pageContent(markup)).toBe(content);
  });

  test.each([
    [{ to: '/', end: true }, '/', true],
    [{ to: '/', end: true }, '/about', false],
    [{ to: '/team' }, '/team', true],
    [{ to: '/team' }, '/team/', true],
    [{ to: '/team' }, '/team/web/64b0', true],
    [{ to: '/team' }, '/teams', false],
    [{ to: '/team', end: true }, '/team/web', false],
  ])('when the link is %j and the page %s, then it is current: %s', (link, pathname, current) => {
    expect(isCurrentLink(link, pathname)).toBe(current);
  });

  test('when the frame is missing a part, a slot, its stand-in link or a place for the page or the year, or its CSS would close its element, then it is not used', () => {
    expect(parseLayoutFrame(FRAME)).toEqual(FRAME);
    expect(parseLayoutFrame({ ...FRAME, parts: FRAME.parts.slice(1) })).toBeUndefined();
    expect(parseLayoutFrame({ ...FRAME, slots: [FRAME.slots[0], { ...FRAME.slots[1], link: '<a href="/x">X</a>' }] })).toBeUndefined();
    // A slot of one area holding another area's stand-in, or an area the contracts do not know.
    expect(parseLayoutFrame({ ...FRAME, slots: [{ ...FRAME.slots[0], area: 'footer-legal' }, ...FRAME.slots.slice(1)] })).toBeUndefined();
    expect(parseLayoutFrame({ ...FRAME, slots: [{ ...FRAME.slots[0], area: 'sidebar' }, ...FRAME.slots.slice(1)] })).toBeUndefined();
    const without = (slot: string) => ({ ...FRAME, parts: FRAME.parts.map((part) => part.replace(slot, '')) });
    expect(parseLayoutFrame(without(PAGE_SLOT))).toBeUndefined();
    expect(parseLayoutFrame(without(YEAR_SLOT))).toBeUndefined();
    expect(parseLayoutFrame({ ...FRAME, parts: [...FRAME.parts.slice(0, -1), `${PAGE_SLOT}</div>`] })).toBeUndefined();
    expect(parseLayoutFrame({ ...FRAME, style: ['.a{}', '</style><script>alert(1)</script>'] })).toBeUndefined();
    expect(parseLayoutFrame({ ...FRAME, style: '.nav{}' })).toBeUndefined();
    // The nav bar alone, as an older shell's build wrote it (navFrame), is not a layout.
    expect(
      parseLayoutFrame({
        parts: ['<header>', '</header>'],
        slots: [{ link: FRAME.slots[0]!.link, activeLink: FRAME.slots[0]!.activeLink }],
        style: [],
      }),
    ).toBeUndefined();
    expect(parseLayoutFrame('nav')).toBeUndefined();
  });

  test("when the page's own CSS has some of the layout's rules, then only the others are put in (after the page's)", () => {
    expect(layoutStyle(FRAME, '.page-header{padding:4rem}.x{margin:0}')).toBe('.nav{position:fixed}');
    expect(layoutStyle(FRAME, '')).toBe('.nav{position:fixed}.page-header{padding:4rem}');
  });
});
