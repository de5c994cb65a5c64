/// <reference types="jest" />
/// <reference types="node" />
// The CSS of the pages the real build prerenders (dist/prerender/pages.json, built first when missing or
// older than its sources): each page carries the rules its markup uses, and only those.
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { buildIfStale } from '../../../scripts/lib/build-for-tests';
import { compileStylesheet, criticalCss } from '@agency/mf-config/server-html';

interface Build {
  /** The CSS of all pages. */
  style: string;
  pages: Record<string, { markup: string; style: string }>;
}

let build: Build;
beforeAll(() => {
  buildIfStale({ 'mfe-public': 'prerender/pages.json' });
  build = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../dist/prerender/pages.json'), 'utf8')) as Build;
}, 600_000);

/** Every rule of the whole stylesheet that `.name` alone selects (in @media blocks too), as the stylesheet has it. */
function rulesFor(name: string): string[] {
  const rules: string[] = [];
  postcss.parse(build.style).walkRules((rule) => {
    if (rule.selectors.includes(`.${name}`)) rules.push(rule.toString());
  });
  return rules;
}

// One class per page that its markup uses and the whole stylesheet has rules for.
const CLASS_OF_PAGE: Record<string, string> = {
  '/': 'hero',
  '/about': 'about-step',
  '/contact': 'contact-layout',
  '/privacy': 'legal',
  '/terms': 'legal',
  '/services/software-dev': 'service-intro',
};

test('when the build prerenders the pages, then each carries less CSS than the whole stylesheet, and some', () => {
  expect(Object.keys(build.pages).length).toBeGreaterThanOrEqual(Object.keys(CLASS_OF_PAGE).length);
  for (const [page, { style }] of Object.entries(build.pages)) {
    expect({ page, smaller: style.length > 0 && style.length < build.style.length }).toEqual({ page, smaller: true });
  }
});

test.each(Object.entries(CLASS_OF_PAGE))("when %s's markup uses .%s, then its CSS has that class's rules", (page, name) => {
  const { markup, style } = build.pages[page]!;
  expect(markup).toMatch(new RegExp(`class="([^"]* )?${name}( [^"]*)?"`));
  const rules = rulesFor(name);
  expect(rules.length).toBeGreaterThan(0);
  for (const rule of rules) expect(style).toContain(rule);
});

test("when /about is prerendered, then its CSS leaves out the home page's hero", () => {
  const about = build.pages['/about']!;
  expect(about.markup).not.toContain('hero__title');
  expect(about.style).not.toContain('.hero__title');
  expect(build.pages['/']!.style).toContain('.hero__title');
});

test('when a markup has every class and id of the stylesheet, then the whole stylesheet comes back byte for byte', () => {
  const classes = new Set<string>();
  const ids = new Set<string>();
  const names = selectorParser((selectors) => {
    selectors.walkClasses((node) => void classes.add(node.value));
    selectors.walkIds((node) => void ids.add(node.value));
  });
  postcss.parse(build.style).walkRules((rule) => void names.processSync(rule.selector));
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const markup = `<p class="${[...classes].map(escape).join(' ')}"></p>${[...ids].map((id) => `<p id="${escape(id)}"></p>`).join('')}`;
  expect(criticalCss(compileStylesheet(build.style), markup)).toBe(build.style);
});
