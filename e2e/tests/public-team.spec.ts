// The public team pages against the whole stack: the counters (the admin's public figures), the core domains, one team's members
// (loading, unknown slug) and a member's profile (blocks, fallbacks, Back to Team, unknown member).
import { expect, test, type Page } from '@playwright/test';
import { API } from '../support/stack';
import { collectConsoleErrors } from '../support/session';
import { openPublicPage } from '../support/public-page';
import { holdAppCode } from '../support/take-over';
import { expectFigures, recordFigures } from '../support/team-figures';

interface Domain {
  domain_id: string;
  name: string;
}
interface Member {
  member_id: string;
  name: string;
  empId: string;
  skillTags: string[];
}

const slugOf = (name: string) => name.toLowerCase().trim().replace(/\s+/g, '-');

async function seededTeam(): Promise<{ slug: string; domain: Domain; members: Member[] }> {
  const domains = (await (await fetch(`${API}/api/admin/domains`)).json()) as Domain[];
  const domain = domains.find((d) => d.name === 'Software Development');
  if (!domain) throw new Error('the demo seed has no Software Development domain');
  const members = (await (await fetch(`${API}/api/admin/domains/${domain.domain_id}/members`)).json()) as Member[];
  return { slug: slugOf(domain.name), domain, members };
}

/** Holds matching API answers until `release()` so a test can see the loading state. */
async function holdApi(page: Page, pattern: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

test.describe('/team', () => {
  test('when a visitor opens /team, then the counters count up to the public figures and the core domains are listed', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const stats = (await (await fetch(`${API}/api/admin/public-stats`)).json()) as {
      teamMembers: number;
      departments: number;
      clients: number;
    };
    const figuresSeen = await recordFigures(page);
    await page.goto('/team');

    await expectFigures(page, { 'Team Members': stats.teamMembers, Departments: stats.departments, Clients: stats.clients });
    if (stats.teamMembers > 1) expect(new Set(await figuresSeen()).size).toBeGreaterThan(2); // it counted, not jumped

    await expect(page.getByRole('heading', { name: 'Our Core Domains' })).toBeVisible();
    const { slug } = await seededTeam();
    await expect(page.getByRole('link', { name: /SOFTWARE DEVELOPMENT/ })).toHaveAttribute('href', `/team/${slug}`);
    expect(errors).toEqual([]);
  });

  test('when the public stats cannot be fetched, then the counters fall back to 21, 5 and 10', async ({ page }) => {
    await page.route('**/api/admin/public-stats', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom","code":"INTERNAL"}' }),
    );
    await page.goto('/team');
    await expectFigures(page, { 'Team Members': 21, Departments: 5, Clients: 10 });
  });

  test('when the visitor prefers reduced motion, then the counters jump straight to their figures', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route('**/api/admin/public-stats', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"teamMembers":40,"departments":6,"clients":12}' }),
    );
    const figuresSeen = await recordFigures(page);
    // Reached inside the app, so the figures come from the (stubbed) API, not the server HTML.
    await openPublicPage(page, '/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'OUR TEAM' }).click();
    await expectFigures(page, { 'Team Members': 40, Clients: 12 });
    // Only the empty state before the answer and the final figure: no steps in between.
    expect((await figuresSeen()).filter((value) => value !== '0+')).toEqual(['40+']);
  });

  test("when /team arrives as server HTML, then the counters count up before the app's code has come, and not again when it takes over", async ({
    page,
  }) => {
    const stats = (await (await fetch(`${API}/api/admin/public-stats`)).json()) as { teamMembers: number };
    const figuresSeen = await recordFigures(page);
    const releaseAppCode = await holdAppCode(page);
    // Not 'load': the held script is added after the first paint and, if that is before the load event, holds it.
    await page.goto('/team', { waitUntil: 'domcontentloaded' });
    await expectFigures(page, { 'Team Members': stats.teamMembers });
    const beforeTheApp = await figuresSeen();
    expect(beforeTheApp.length).toBeGreaterThan(2);
    expect(beforeTheApp[0]).toBe('0+');
    await expect(page.locator('#prerendered-style')).toHaveCount(1); // still the server's HTML

    releaseAppCode();
    await expect(page.locator('#prerendered-style')).toHaveCount(0); // the app has taken over
    await page.waitForTimeout(1200); // longer than a count
    expect(await figuresSeen()).toEqual(beforeTheApp);
  });
});

test.describe('/team/{slug}', () => {
  test("when a team loads, then 'Loading...' shows first, then its heading and member cards linking to full profiles", async ({ page }) => {
    const { slug, members } = await seededTeam();
    // Opened from the team page inside the app: a direct load gets the members in the server HTML.
    await openPublicPage(page, '/team');
    const release = await holdApi(page, '**/api/admin/domains/*/team?*');
    await page.getByRole('link', { name: /SOFTWARE DEVELOPMENT/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Software Development Team' })).toBeVisible();
    await expect(page.getByText('Loading...')).toBeVisible();
    release();

    const card = page.locator('.member-card').filter({ hasText: members[0]!.name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`Emp ID: ${members[0]!.empId}`);
    for (const tag of members[0]!.skillTags) await expect(card.getByText(tag, { exact: true })).toBeVisible();
    const profile = card.getByRole('link', { name: /View Full Profile/ });
    await expect(profile).toHaveAttribute('href', `/team/${slug}/${members[0]!.member_id}`);
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });

  test('when the slug matches no domain, then the answer is a 404 with Page not found, and its link leads to /team', async ({ page }) => {
    const response = await page.goto('/team/no-such-team');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText("We couldn't find that team.")).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Meet our team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { name: 'Our Core Domains' })).toBeVisible();
  });
});

test.describe('/team/{slug}/{member_id}', () => {
  test('when a visitor opens a profile from the team page, then it shows picture, name, tags and the three blocks, and Back to Team goes back', async ({
    page,
  }) => {
    const { slug, members } = await seededTeam();
    const member = members[0]!;
    const profile = (await (await fetch(`${API}/api/admin/members/${member.member_id}`)).json()) as {
      about: string;
      skills: string[];
      languages: string[];
    };
    await openPublicPage(page, `/team/${slug}`);
    const release = await holdApi(page, '**/api/admin/members/*');
    await page
      .locator('.member-card')
      .filter({ hasText: member.name })
      .getByRole('link', { name: /View Full Profile/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/team/${slug}/${member.member_id}$`));
    await expect(page.getByText('Loading...')).toBeVisible();
    release();

    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo of ${member.name}` })).toBeVisible();
    const tags = page.getByRole('list', { name: 'Skill tags' });
    for (const tag of member.skillTags) await expect(tags.getByText(tag, { exact: true })).toBeVisible();
    const block = (title: string) => page.getByRole('region', { name: title });
    await expect(block('About')).toContainText(profile.about);
    for (const skill of profile.skills) await expect(block('Skills & Expertise')).toContainText(skill);
    for (const language of profile.languages) await expect(block('Languages')).toContainText(language);
    expect(await page.getByRole('main').innerText()).not.toContain('@'); // never an e-mail on a public profile

    await page.getByRole('button', { name: 'Back to Team' }).click();
    await expect(page).toHaveURL(new RegExp(`/team/${slug}$`));
    await expect(page.locator('.member-card').first()).toBeVisible();
  });

  test('when member pictures do not load, then cards and profiles show initials in the round frame, before and after the app', async ({
    browser,
  }) => {
    const { slug, members } = await seededTeam();
    const member = members[0]!;
    const initialsOf = (name: string) =>
      name
        .split(/\s+/)
        .filter((_, i, words) => i === 0 || i === words.length - 1)
        .map((word) => word[0]!.toUpperCase())
        .join('');
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.route('**/api/admin/members/*/avatar', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(`/team/${slug}`);
      const card = page.locator('.member-card').filter({ hasText: member.name });
      const frame = card.locator('.member-card__pic');
      await expect(frame).toBeVisible();
      if (javaScriptEnabled) {
        await expect(frame).toHaveText(initialsOf(member.name)); // the app's placeholder took the picture's place
        await expect(card.locator('img')).toHaveCount(0);
      } else {
        // The server HTML's picture: the frame's CSS draws the initials over the broken picture.
        const drawn = await frame.evaluate((img) => ({
          content: getComputedStyle(img, '::after').content,
          ...img.getBoundingClientRect().toJSON(),
        }));
        expect(drawn.content).toBe(`"${initialsOf(member.name)}"`);
        expect(drawn.width).toBeLessThanOrEqual(100);
        expect(drawn.height).toBeLessThanOrEqual(100);
      }
      await page.goto(`/team/${slug}/${member.member_id}`);
      await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
      if (javaScriptEnabled) await expect(page.locator('.member-profile__pic--placeholder')).toHaveText(initialsOf(member.name));
      else
        expect(await page.locator('.member-profile__pic').evaluate((img) => getComputedStyle(img, '::after').content)).toBe(
          `"${initialsOf(member.name)}"`,
        );
      await context.close();
    }
  });

  test('when a profile is opened directly (no history), then Back to Team goes to that team page', async ({ page }) => {
    const { slug, members } = await seededTeam();
    await openPublicPage(page, `/team/${slug}/${members[0]!.member_id}`);
    await expect(page.getByRole('heading', { level: 1, name: members[0]!.name })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Team' }).click();
    await expect(page).toHaveURL(new RegExp(`/team/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Software Development Team' })).toBeVisible();
  });

  test("when a member has no about, skills or languages, then the blocks show the spec's fallback lines", async ({ page }) => {
    // Rendering edge case: a record with empty fields, answered by the test instead of the service.
    await page.route('**/api/admin/members/*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ member_id: 'm1', name: 'Nisha Rao', empId: '', pic: '', description: '', skillTags: [], domains: [] }),
      }),
    );
    await page.goto('/team/software-development/m1');
    await expect(page.getByRole('heading', { level: 1, name: 'Nisha Rao' })).toBeVisible();
    await expect(page.locator('.member-profile__pic--placeholder')).toHaveText('NR');
    await expect(page.getByRole('region', { name: 'About' })).toContainText('No bio provided.');
    await expect(page.getByRole('region', { name: 'Skills & Expertise' })).toContainText('No skills listed.');
    await expect(page.getByRole('region', { name: 'Languages' })).toContainText('No languages specified.');
  });

  test("when the member id is unknown, then the answer is a 404 with Page not found saying 'Member not found.'", async ({ page }) => {
    for (const path of ['/team/software-development/000000000000000000000000', '/team/software-development/not-an-id']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('Member not found.')).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
    }
  });

  test("when the profile call fails, then the page says 'Member not found.' and offers to try again", async ({ page }) => {
    const { slug, members } = await seededTeam();
    let fail = true;
    await page.route('**/api/admin/members/*', (route) =>
      fail
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down","code":"UPSTREAM_UNAVAILABLE"}' })
        : route.continue(),
    );
    await page.goto(`/team/${slug}/${members[0]!.member_id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Member not found.' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: members[0]!.name })).toBeVisible();
  });
});
