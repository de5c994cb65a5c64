import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createStaticServer, keepOwnRelease, ownReleaseName, pruneReleases } from '../src';

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

describe('how many releases a front end keeps', () => {
  /** A releases folder with releases r1..r`count`, kept an hour apart (r`count` the newest), and a copy abandoned mid-way. */
  function keptReleases(count: number, now: number) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-prune-'));
    for (let n = 1; n <= count; n++) {
      fs.mkdirSync(path.join(dir, `r${n}`));
      fs.writeFileSync(path.join(dir, `r${n}`, 'index.html'), `r${n}`);
      const keptAt = new Date(now - (count - n + 1) * 3_600_000);
      fs.utimesSync(path.join(dir, `r${n}`), keptAt, keptAt);
    }
    return dir;
  }
  const now = Date.now();

  test('when a container starts with more releases kept than KEEP_RELEASES, then the oldest are removed, never its own', () => {
    const dir = keptReleases(6, now);
    // Its own build is the oldest (an image rolled back to): kept, with the newest others.
    expect(pruneReleases(dir, 'r1', 3, now).sort()).toEqual(['r2', 'r3', 'r4']);
    expect(fs.readdirSync(dir).sort()).toEqual(['r1', 'r5', 'r6']);
    expect(fs.readFileSync(path.join(dir, 'r6', 'index.html'), 'utf8')).toBe('r6');
    // A second replica starting at the same moment finds nothing more to remove.
    expect(pruneReleases(dir, 'r1', 3, now)).toEqual([]);
  });

  test('when fewer releases are kept than KEEP_RELEASES, then none is removed', () => {
    const dir = keptReleases(3, now);
    expect(pruneReleases(dir, 'r3', 20, now)).toEqual([]);
    expect(fs.readdirSync(dir)).toHaveLength(3);
  });

  test('when a copy was abandoned mid-way (a container stopped while keeping its build), then it is removed once an hour old, not while it may still be written', () => {
    const dir = keptReleases(2, now);
    const abandoned = path.join(dir, '.r3.123.tmp');
    const writing = path.join(dir, '.r4.456.tmp');
    fs.mkdirSync(abandoned);
    fs.mkdirSync(writing);
    const old = new Date(now - 2 * 3_600_000);
    fs.utimesSync(abandoned, old, old);
    pruneReleases(dir, 'r2', 20, now);
    expect(fs.readdirSync(dir).sort()).toEqual(['.r4.456.tmp', 'r1', 'r2']);
  });
});
