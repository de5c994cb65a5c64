import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createStaticServer, keepOwnRelease, ownReleaseName } from '../src';

function build(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-build-'));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}
const manifest = (version: string, chunk: string) => JSON.stringify({ metaData: { buildInfo: { buildVersion: version } }, chunk });

const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-releases-'));
const v1 = build({ 'mf-manifest.json': manifest('2026-01-01T10:00:00.000Z', 'a'), 'pages.11111111.js': 'v1 pages' });
const v2 = build({ 'mf-manifest.json': manifest('v2', 'b'), 'pages.22222222.js': 'v2 pages' });
// Each container adds its own build on start: first v1's, then (a later deploy) v2's, into one shared folder.
keepOwnRelease(v1, releasesDir, ownReleaseName(v1));
keepOwnRelease(v2, releasesDir, ownReleaseName(v2));
const server = createStaticServer({ root: v2, releasesDir });

describe('several releases in one front-end container', () => {
  test("when containers start, then each build is kept under its release name (the manifest's build version)", () => {
    expect(fs.readdirSync(releasesDir).sort()).toEqual(['2026-01-01T10-00-00.000Z', 'v2']);
    expect(keepOwnRelease(v2, releasesDir, 'v2')).toBe(false);
  });

  test('when a request names a kept release in x-release, then that release answers; without one, the own build', async () => {
    expect((await request(server).get('/mf-manifest.json').set('x-release', '2026-01-01T10-00-00.000Z')).body.chunk).toBe('a');
    expect((await request(server).get('/mf-manifest.json')).body.chunk).toBe('b');
    expect((await request(server).get('/mf-manifest.json').set('x-release', 'unknown')).body.chunk).toBe('b');
    expect((await request(server).get('/mf-manifest.json').set('x-release', '../..')).body.chunk).toBe('b');
  });

  test('when an open page of one release asks for its hashed file while another release is served, then it gets it', async () => {
    const old = await request(server).get('/pages.11111111.js').expect(200);
    expect(old.text).toBe('v1 pages');
    const newer = await request(server).get('/pages.22222222.js').set('x-release', '2026-01-01T10-00-00.000Z').expect(200);
    expect(newer.text).toBe('v2 pages');
    expect(newer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('when a file is in no kept release, or is not content-hashed, then 404', async () => {
    await request(server).get('/pages.33333333.js').expect(404);
    await request(server).get('/missing.js').set('x-release', 'v2').expect(404);
  });
});
