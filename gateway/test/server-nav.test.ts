// The shell's nav bar in server HTML: the shell's markup around one stand-in link, repeated by the gateway
// for each link the remotes publish for the bar.
import { isCurrentLink, navStyle, parseNavFrame, serverNav } from '../src/server-nav';
import { FRAME } from './helpers';

describe("the shell's nav bar in server HTML", () => {
  test('when the remotes publish links, then the bar holds those of the nav area in their order, the current one marked', () => {
    const html = serverNav(
      FRAME,
      [
        { to: '/', label: 'HOME', area: 'nav', end: true },
        { to: '/about', label: 'ABOUT US', area: 'nav' },
        { to: '/privacy', label: 'Privacy Policy', area: 'footer-legal' },
        { to: '/team', label: 'OUR TEAM', area: 'nav' },
      ],
      '/team/web-development',
    );
    expect(html).toBe(
      '<header class="nav"><nav aria-label="Main"><div class="nav__links">' +
        '<a class="nav__link" href="/">HOME</a><a class="nav__link" href="/about">ABOUT US</a>' +
        '<a aria-current="page" class="nav__link active" href="/team">OUR TEAM</a>' +
        '</div><a href="/login">SIGN IN</a></nav><nav id="server-menu" popover="auto">' +
        '<a class="mobile-menu__link" href="/">HOME</a><a class="mobile-menu__link" href="/about">ABOUT US</a>' +
        '<a aria-current="page" class="mobile-menu__link active" href="/team">OUR TEAM</a>' +
        '</nav></header>',
    );
  });

  test('when a label or address holds markup or replacement patterns, then they are put in as text', () => {
    const html = serverNav(FRAME, [{ to: '/a"b', label: `<b>$& & $' "R&D"`, area: 'nav' }], '/');
    expect(html).toContain(`href="/a&quot;b">&lt;b&gt;$&amp; &amp; $&#x27; &quot;R&amp;D&quot;</a>`);
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

  test('when the frame is missing a part, lacks the stand-in link or its CSS would close its element, then it is not used', () => {
    expect(parseNavFrame(FRAME)).toEqual(FRAME);
    expect(parseNavFrame({ ...FRAME, parts: FRAME.parts.slice(1) })).toBeUndefined();
    expect(parseNavFrame({ ...FRAME, slots: [FRAME.slots[0], { ...FRAME.slots[1], link: '<a href="/x">X</a>' }] })).toBeUndefined();
    expect(parseNavFrame({ ...FRAME, style: ['.a{}', '</style><script>alert(1)</script>'] })).toBeUndefined();
    expect(parseNavFrame({ ...FRAME, style: '.nav{}' })).toBeUndefined();
    expect(parseNavFrame('nav')).toBeUndefined();
  });

  test("when the page's own CSS has some of the bar's rules, then only the others are put in (after the page's)", () => {
    expect(navStyle(FRAME, '.page-header{padding:4rem}.x{margin:0}')).toBe('.nav{position:fixed}');
    expect(navStyle(FRAME, '')).toBe('.nav{position:fixed}.page-header{padding:4rem}');
  });
});
