// The compose test's release steps (issue 36): run once the mfe-public volume holds two releases, the one
// built first (`old`, heading "Our Core Domains") and the one released after it (`fresh`, heading
// "Our Core Domains, release <tag>"). Each step prints one line: `rollback:`, `canary:`, `override:`.
import { spawnSync } from 'node:child_process';
import { fetchFresh } from './fetch-fresh.mjs';

/**
 * ctx: { base, root, env (with OPERATOR_TOKEN), browser, step, fail, listReleases() (names in the
 * mfe-public volume), adminToken, tag }
 */
export async function checkReleases(ctx) {
  const { base, root, env, browser, step, fail, adminToken, tag } = ctx;
  const operator = (...args) => {
    const res = spawnSync('node', ['scripts/release.mjs', ...args], {
      cwd: root,
      env: { ...env, RELEASE_API_URL: base, OPERATOR_NAME: 'compose-test' },
      encoding: 'utf8',
    });
    if (res.status !== 0) fail(`npm run ${args[0]} -- ${args.slice(1).join(' ')}: ${res.stderr || res.stdout}`);
    return res.stdout.trim();
  };
  const manifestRelease = async (cookie) => {
    const res = await fetchFresh(`${base}/mfe/public/mf-manifest.json`, { headers: cookie ? { cookie } : {} });
    const body = await res.json();
    return { release: body.metaData?.buildInfo?.buildVersion, setCookie: res.headers.get('set-cookie') };
  };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const oldHeading = 'Our Core Domains';
  const freshHeading = `Our Core Domains, release ${tag}`;
  /** A fresh browser (its own cookies) loads /team; which release's heading does it show? */
  async function headingSeen(cookies = []) {
    const context = await browser.newContext();
    try {
      if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
      const page = await context.newPage();
      await page.goto(`${base}/team`);
      const fresh = page.getByRole('heading', { name: freshHeading, exact: true });
      const old = page.getByRole('heading', { name: oldHeading, exact: true });
      await fresh.or(old).first().waitFor({ timeout: 15_000 });
      // Server HTML is the container's own build; the client's release replaces it once loaded.
      await page.waitForLoadState('networkidle');
      return (await fresh.count()) ? 'fresh' : (await old.count()) ? 'old' : 'none';
    } finally {
      await context.close();
    }
  }

  // The release names: the container's own build answers while no pointer is set.
  const fresh = (await manifestRelease()).release;
  // A folder name: the build's UTC time without its colons (packages/static-server ownReleaseName).
  const freshName = fresh.replace(/[^A-Za-z0-9._-]/g, '-');
  const kept = ctx.listReleases();
  const old = kept.find((name) => name !== freshName);
  if (!old || kept.length < 2) fail(`mfe-public keeps ${kept.join(', ')}: expected the first build and the release`);
  operator('release', 'public', old);
  operator('release', 'public', freshName);
  await waitUntil(async () => (await headingSeen()) === 'fresh', 'the page on the released build');

  const t = Date.now();
  operator('rollback', 'public');
  await waitUntil(async () => (await headingSeen()) === 'old', 'the page back on the first build');
  const rollbackSecs = (Date.now() - t) / 1000;
  step(
    `rollback: pointer of mfe-public back to ${old} (no rebuild, no restart); a fresh page load shows the old release "${oldHeading}" ${rollbackSecs.toFixed(1)} s after the command`,
  );

  operator('canary', 'public', freshName, '25');
  await sleep(3000); // one poll of every gateway replica (2 s)
  let candidates = 0;
  let switched = 0;
  for (let i = 0; i < 200; i++) {
    const first = await manifestRelease();
    const cookie = (first.setCookie ?? '').split(';')[0];
    if (!cookie.startsWith('release_session=')) fail(`no canary session cookie: ${first.setCookie}`);
    let same = true;
    for (let load = 0; load < 4; load++) same &&= (await manifestRelease(cookie)).release === first.release;
    if (!same) switched++;
    if (first.release === fresh) candidates++;
  }
  if (switched) fail(`canary: ${switched} sessions changed release between loads`);
  if (candidates < 30 || candidates > 70) fail(`canary: ${candidates} of 200 sessions got the candidate at 25 %`);
  step(`canary: 200 fresh sessions at 25 %: ${candidates} got the candidate (${fresh}); each kept its release over 5 loads (0 switched)`);
  operator('canary', 'public', freshName, '0');
  await sleep(3000);

  const grant = await fetchFresh(`${base}/api/admin/release-override`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ target: 'public', version: freshName, minutes: 10 }),
  });
  if (grant.status !== 200) fail(`override: the admin's grant answered ${grant.status} ${await grant.text()}`);
  const value = decodeURIComponent(grant.headers.get('set-cookie').split(';')[0].split('=').slice(1).join('='));
  const [payload, signature] = value.split('.');
  const longer = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url')), e: Date.now() + 864e5 })).toString(
    'base64url',
  );
  const admins = await headingSeen([{ name: 'release_override', value }]);
  const another = await headingSeen();
  const forged = await headingSeen([{ name: 'release_override', value: `${longer}.${signature}` }]);
  if (admins !== 'fresh' || another !== 'old' || forged !== 'old')
    fail(`override: the admin's browser saw ${admins}, another browser ${another}, a forged override ${forged}`);
  step(
    `override: the admin's browser (signed cookie, 10 min) shows the candidate ${fresh}; another browser and a forged override (expiry changed under the old signature) show the current ${old}`,
  );

  async function waitUntil(check, what, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return;
      await sleep(250);
    }
    fail(`timed out waiting for ${what}`);
  }
}
