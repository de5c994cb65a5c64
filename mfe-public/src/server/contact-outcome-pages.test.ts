/// <reference types="jest" />
/// <reference types="node" />
// The contact form without the app, in the real build's server entry (dist/server/render.js, built first when
// missing or older than its sources): the form is a POST to /contact, and the pages the gateway answers it
// with say whether the message was sent, stay out of search results and out of the sitemap.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from '../../../scripts/lib/build-for-tests';

interface Page {
  status: number;
  head: string;
  markup: string;
}

const PUBLIC_URL = 'https://agency.example';
const PATHS = [
  '/contact',
  '/contact/sent',
  ...['invalid', 'too-many', 'unavailable', 'anything-else'].map((r) => `/contact/not-sent/${r}`),
];

let pages: Record<string, Page>;
let sitemap: string;
beforeAll(() => {
  buildIfStale({ 'mfe-public': 'prerender/pages.json' });
  // In a process of its own, as the container runs it: the entry's React keeps a MessagePort open.
  const script = `
    const entry = require(${JSON.stringify(path.resolve(__dirname, '../../dist/server/render.js'))});
    const publicUrl = ${JSON.stringify(PUBLIC_URL)};
    Promise.all(${JSON.stringify(PATHS)}.map((p) => entry.renderPage(p, { publicUrl }).then((page) => [p, page])))
      .then(async (pages) => {
        const sitemap = await entry.renderSitemap({ api: async () => ({ status: 200, body: [] }), publicUrl });
        process.stdout.write(JSON.stringify({ pages: Object.fromEntries(pages), sitemap }));
        process.exit(0);
      }, (err) => { console.error(err); process.exit(1); });`;
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  ({ pages, sitemap } = JSON.parse(run.stdout) as { pages: Record<string, Page>; sitemap: string });
}, 600_000);

test('when /contact is rendered, then its form is a POST to /contact: sent without the app, the message goes to the gateway, never into a URL', () => {
  const { markup } = pages['/contact']!;
  const forms = markup.match(/<form\b[^>]*>/g) ?? [];
  expect(forms).toHaveLength(1);
  expect(forms[0]).toMatch(/ method="post"/);
  expect(forms[0]).toMatch(/ action="\/contact"/);
});

test("when /contact/sent is rendered, then it gives the app's thanks and is kept out of search results", () => {
  const page = pages['/contact/sent']!;
  expect(page.status).toBe(200);
  expect(page.markup).toContain('<h1 class="page-header__title">Message sent</h1>');
  expect(page.markup).toContain('Thank you for your message! We will get back to you soon.');
  expect(page.markup).toContain('href="/contact"');
  expect(page.head).toContain('<title>Message sent · Agency</title>');
  expect(page.head).toContain('<meta name="robots" content="noindex">');
  expect(page.head).not.toContain('rel="canonical"');
});

test.each([
  ['invalid', 'Name, Email, Subject and Message are required'],
  ['too-many', 'Too many messages from your address. Please try again later.'],
  ['unavailable', 'Our message service could not be reached just now.'],
  ['anything-else', 'Please try again in a few minutes.'],
])('when /contact/not-sent/%s is rendered, then it says the message failed, why, the way back and how else to reach us', (reason, why) => {
  const page = pages[`/contact/not-sent/${reason}`]!;
  expect(page.status).toBe(200);
  expect(page.markup).toContain('<h1 class="page-header__title">Failed to send message</h1>');
  expect(page.markup).toContain(why);
  expect(page.markup).toContain('Back button takes you to your message as you typed it');
  expect(page.markup).toContain('Contact details');
  expect(page.head).toContain('<meta name="robots" content="noindex">');
});

test('when the sitemap is written, then the pages about one send are not in it', () => {
  const xml = sitemap;
  expect(xml).toContain(`<loc>${PUBLIC_URL}/contact</loc>`);
  expect(xml).not.toContain('/contact/');
});
