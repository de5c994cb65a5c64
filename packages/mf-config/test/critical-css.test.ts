/// <reference types="jest" />
import { compileStylesheet, criticalCss, markupNames } from '../src/critical-css';

const critical = (css: string, markup: string) => criticalCss(compileStylesheet(css), markup);

describe("a page's critical CSS", () => {
  test('when the markup uses a class, then its rule is kept; a rule for a class it does not use is dropped', () => {
    const css = '.card{padding:1rem}.hero{height:40vh}';
    expect(critical(css, '<div class="card wide">x</div>')).toBe('.card{padding:1rem}');
  });

  test('when a selector names several classes and ids, then its rule is kept only if the markup has all of them', () => {
    const css = '.card .title{color:red}.card .price{color:blue}#main .card{margin:0}#footer .card{margin:1px}';
    const markup = '<main id="main"><div class="card"><h2 class="title">x</h2></div></main>';
    expect(critical(css, markup)).toBe('.card .title{color:red}#main .card{margin:0}');
  });

  test('when a rule names no class or id (elements, :root, *, attributes), then it is kept whatever the markup', () => {
    const css = ':root{--gap:4px}*,:before,:after{box-sizing:border-box}html{color:red}table td{padding:0}[hidden]{display:none}';
    expect(critical(css, '<p>x</p>')).toBe(css);
  });

  test('when a selector excludes or tests for a class in parentheses, then that class is not required', () => {
    const css = '.btn:hover:not(.absent){color:red}:is(.absent,.also-absent) .btn{color:blue}.btn:has(.absent){color:green}';
    expect(critical(css, '<a class="btn">x</a>')).toBe(css);
  });

  test('when one selector of a list can match, then the rule is kept with its whole list', () => {
    expect(critical('.absent,.card::before{content:""}', '<div class="card"></div>')).toBe('.absent,.card::before{content:""}');
  });

  test('when an @media block has rules for the markup, then it keeps only those; with none, it is dropped whole', () => {
    const css = '@media (min-width:768px){.card{padding:2rem}.hero{height:60vh}}@media (max-width:540px){.hero{height:30vh}}';
    expect(critical(css, '<div class="card"></div>')).toBe('@media (min-width:768px){.card{padding:2rem}}');
  });

  test('when blocks nest (@supports in @layer), then each is pruned and an emptied one dropped', () => {
    const css = '@layer base{@supports (display:grid){.grid{display:grid}.absent{color:red}}.absent{color:red}}';
    expect(critical(css, '<div class="grid"></div>')).toBe('@layer base{@supports (display:grid){.grid{display:grid}}}');
  });

  test('when the stylesheet has @keyframes, @font-face, @property and @layer statements, then they are kept', () => {
    const css =
      '@layer base,page;@font-face{font-family:Inter;src:url(inter.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
      '@property --angle{syntax:"<angle>";inherits:false;initial-value:0deg}';
    expect(critical(css, '<p>x</p>')).toBe(css);
  });

  test('when rules are kept, then they come in the order of the stylesheet', () => {
    const css = '.b{color:red}.absent{color:green}.a{color:blue}@media print{.a{color:black}}.b:hover{color:pink}';
    expect(critical(css, '<p class="a b">x</p>')).toBe('.b{color:red}.a{color:blue}@media print{.a{color:black}}.b:hover{color:pink}');
  });

  test('when a class is escaped in the CSS or in the HTML, then it is compared unescaped', () => {
    const css = '.md\\:wide{width:100%}.a\\&b{color:red}.absent{color:blue}';
    expect(critical(css, '<p class="md:wide a&amp;b">x</p>')).toBe('.md\\:wide{width:100%}.a\\&b{color:red}');
  });

  test('when an attribute selector quotes a dot or a hash, then that is not taken for a class or an id', () => {
    const css = 'a[href$=".pdf"]{color:red}a[href^="#top"]{color:blue}';
    expect(critical(css, '<a href="x.pdf">x</a>')).toBe(css);
  });
});

describe("the markup's classes and ids", () => {
  test('when elements have classes and ids, then each is named once; text that looks like one is not', () => {
    const names = markupNames(
      '<main id="main"><p class="a  b" data-class="c">Write class=&quot;d&quot; <span class="a">x</span></p></main>',
    );
    expect([...names].sort()).toEqual(['#main', '.a', '.b']);
  });
});
