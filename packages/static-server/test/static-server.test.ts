import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createStaticServer } from '../src';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"mfe_public"}');
fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'var x = 1;');
fs.writeFileSync(path.join(root, 'pages.1a2b3c4d.js'), 'export {};');
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
fs.writeFileSync(path.join(os.tmpdir(), 'outside-static-root.txt'), 'secret');
const server = createStaticServer({ root });

describe('the front-end images static server', () => {
  test('when a content-hashed file is requested, then it may be cached for a year', async () => {
    const res = await request(server).get('/pages.1a2b3c4d.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test.each(['/mf-manifest.json', '/remoteEntry.js', '/index.html', '/'])(
    'when %s (points at the hashed files) is requested, then it is revalidated on every load',
    async (file) => {
      const res = await request(server).get(file);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  test('when the browser revalidates with the ETag it has, then 304 without a body', async () => {
    const first = await request(server).get('/mf-manifest.json');
    const again = await request(server).get('/mf-manifest.json').set('if-none-match', first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBeFalsy();
  });

  test.each(['/missing.js', '/../outside-static-root.txt', '/%2e%2e/outside-static-root.txt'])(
    'when %s (missing or outside the folder) is requested, then 404',
    async (file) => {
      const res = await request(server).get(file);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('secret');
    },
  );

  test('when the health check asks, then 200; when a client POSTs, then 405', async () => {
    expect((await request(server).get('/healthz')).status).toBe(200);
    expect((await request(server).post('/remoteEntry.js')).status).toBe(405);
  });
});
