import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createStaticServer, releaseDirs, serverHtml } from '../src';

// A build with a server entry as mfe-public's build makes one: CommonJS, the page's data read from the API.
const ENTRY = (label: string) => `
exports.PUBLIC_URL_TOKEN = '%PUBLIC_URL%';
exports.renderPage = async (pathname, { api, publicUrl }) => {
  const { body } = await api('/api/admin/domains');
  return { status: 200, head: '<title>' + pathname + '</title><link rel="canonical" href="' + publicUrl + pathname + '">', markup: '<main>${label} ' + body.length + ' teams</main>' };
};
exports.renderSitemap = async ({ publicUrl }) => '<urlset><url><loc>' + publicUrl + '/</loc></url></urlset>';
`;

function writeBuild(dir: string, label: string) {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'prerender'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server', 'render.js'), ENTRY(label));
  const about = { status: 200, head: '<link rel="canonical" href="%PUBLIC_URL%/about">', markup: '<main>About</main>' };
  fs.writeFileSync(path.join(dir, 'prerender', 'pages.json'), JSON.stringify({ style: '.a{}', pages: { '/about': about } }));
}

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'server-html-'));
const root = path.join(base, 'dist');
writeBuild(root, 'current');
writeBuild(path.join(base, 'releases', 'v7'), 'release v7');
// Release v7's sitemap reads the API, as mfe-public's does, and says which build wrote it.
fs.appendFileSync(
  path.join(base, 'releases', 'v7', 'server', 'render.js'),
  `exports.renderSitemap = async ({ api, publicUrl }) => {
  const { body } = await api('/api/admin/domains');
  return '<urlset><!-- release v7 ' + body.length + ' teams --><url><loc>' + publicUrl + '/</loc></url></urlset>';
};`,
);

let apiDown = false;
let apiReads = 0;
const apiServer = http.createServer((_req, res) => {
  apiReads++;
  if (apiDown) return void setTimeout(() => res.end('[]'), 500);
  res.setHeader('content-type', 'application/json');
  res.end('[{"domain_id":"a"},{"domain_id":"b"}]');
});
let server: http.Server;

beforeAll(async () => {
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
  server = createStaticServer({ root, serverHtml: serverHtml({ apiUrl, apiTimeoutMs: 200, buildDir: releaseDirs(root) }) });
});
afterAll(() => new Promise<void>((resolve) => apiServer.close(() => resolve())));

describe('a front end container answering its own server HTML', () => {
  test('when the gateway asks for a page with data, then its own server entry renders it with the data of the API', async () => {
    const res = await request(server).get('/_server/page').query({ path: '/team', publicUrl: 'https://site.example' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 200,
      head: '<title>/team</title><link rel="canonical" href="https://site.example/team">',
      markup: '<main>current 2 teams</main>',
      style: '.a{}',
    });
  });

  test('when the page was rendered at build time, then that page with the site address put in', async () => {
    const res = await request(server).get('/_server/page').query({ path: '/about', publicUrl: 'https://site.example' });
    expect(res.body).toEqual({
      status: 200,
      head: '<link rel="canonical" href="https://site.example/about">',
      markup: '<main>About</main>',
      style: '.a{}',
    });
  });

  test('when the gateway names a release the container keeps, then that release renders; one it does not keep is 404', async () => {
    const kept = await request(server).get('/_server/page').set('x-release', 'v7').query({ path: '/team' });
    expect(kept.body.markup).toBe('<main>release v7 2 teams</main>');
    expect((await request(server).get('/_server/page').set('x-release', 'v8').query({ path: '/team' })).status).toBe(404);
    expect((await request(server).get('/_server/page').set('x-release', '../dist').query({ path: '/team' })).status).toBe(404);
  });

  test('when the sitemap is asked, then the server entry writes it for the site address', async () => {
    const res = await request(server).get('/_server/sitemap').query({ publicUrl: 'https://site.example' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text).toBe('<urlset><url><loc>https://site.example/</loc></url></urlset>');
  });

  test('when the sitemap is asked again within 30 s, then it is not rendered again (the API is not read); after 30 s it is', async () => {
    const sitemap = () => request(server).get('/_server/sitemap').set('x-release', 'v7').query({ publicUrl: 'https://kept.example' });
    const reads = apiReads;
    const first = await sitemap();
    expect(apiReads).toBe(reads + 1);
    expect((await sitemap()).text).toBe(first.text);
    expect(apiReads).toBe(reads + 1);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 30_001);
    try {
      await sitemap();
      expect(apiReads).toBe(reads + 2);
    } finally {
      jest.restoreAllMocks();
    }
  });

  test('when another release or another site address asks for the sitemap, then that one is rendered, not the one kept', async () => {
    const sitemap = (release: string | undefined, publicUrl: string) => {
      const req = request(server).get('/_server/sitemap').query({ publicUrl });
      return (release ? req.set('x-release', release) : req).then((res) => res.text);
    };
    expect(await sitemap(undefined, 'https://a.example')).toBe('<urlset><url><loc>https://a.example/</loc></url></urlset>');
    expect(await sitemap('v7', 'https://a.example')).toBe(
      '<urlset><!-- release v7 2 teams --><url><loc>https://a.example/</loc></url></urlset>',
    );
    expect(await sitemap('v7', 'https://b.example')).toBe(
      '<urlset><!-- release v7 2 teams --><url><loc>https://b.example/</loc></url></urlset>',
    );
  });

  test('when the API does not answer within its time-out, then 502 soon (the gateway serves the plain page)', async () => {
    apiDown = true;
    try {
      const started = Date.now();
      const res = await request(server).get('/_server/page').query({ path: '/team' });
      expect(res.status).toBe(502);
      expect(Date.now() - started).toBeLessThan(450);
    } finally {
      apiDown = false;
    }
  });

  test('when a front end has no server HTML, then /_server/page is a plain 404', async () => {
    expect((await request(createStaticServer({ root })).get('/_server/page').query({ path: '/team' })).status).toBe(404);
  });
});
