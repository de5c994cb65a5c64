// What an admin sees of two data-consistency rules: a domain's name and its /team/{slug} page agree (a
// "/" cannot break the URL, look-alike names are refused), and the request queue pages to its oldest
// entry instead of stopping at the newest 100.
import { MongoClient, ObjectId } from 'mongodb';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, API, DIRECT, login } from '../support/stack';
import { signIn } from '../support/session';

const suffix = Date.now().toString(36);

async function openDomains(page: Page) {
  await signIn(page, ADMIN);
  await page.goto('/admin/domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Domain Management' })).toBeVisible();
  await expect(page.getByText('Loading domains...')).toHaveCount(0);
}

test('when the admin adds "UI/UX Design", then its card opens /team/ui-ux-design… and a look-alike name is refused', async ({ page }) => {
  const name = `UI/UX Design ${suffix}`;
  const slug = `ui-ux-design-${suffix}`;
  await openDomains(page);
  await page.getByLabel('New domain').fill(name);
  await page.getByRole('button', { name: 'Add Domain' }).click();
  await expect(page.getByText('Domain added successfully!')).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('link', { name: `/team/${slug}` }),
  ).toBeVisible();

  await page.getByLabel('New domain').fill(`UI-UX  Design ${suffix}`);
  await page.getByRole('button', { name: 'Add Domain' }).click();
  await expect(
    page.getByText(`"UI-UX  Design ${suffix}" would have the same team page (/team/${slug}) as the domain "${name}"; choose another name`),
  ).toBeVisible();

  await page.goto('/team');
  await page.getByRole('link', { name: new RegExp(name.toUpperCase().replace('/', '\\/')) }).click();
  await expect(page).toHaveURL(new RegExp(`/team/${slug}$`));
  await expect(page.getByRole('heading', { name: `${slug} Team` })).toBeVisible();
  await expect(page.getByText('No members yet')).toBeVisible();
  await expect(page.getByText("We couldn't find that team.")).toHaveCount(0);
});

test.describe('a long request queue', () => {
  const tag = `oldest-${suffix}`;
  const ids = Array.from({ length: 105 }, () => new ObjectId());

  // 105 pending requests older than any other, written straight into the user service's database so the
  // test does not depend on 105 round trips under load.
  test.beforeAll(async () => {
    const client = new MongoClient(DIRECT.db, { serverSelectionTimeoutMS: 3000 });
    await client.connect();
    try {
      const base = Date.UTC(2020, 0, 1);
      await client
        .db('agency_user')
        .collection('service_requests')
        .insertMany(
          ids.map((_id, i) => {
            const at = new Date(base + i * 60_000);
            return {
              _id,
              userId: '64b00000000000000000e2e1',
              userName: 'Queue Tester',
              userEmail: 'queue@example.test',
              service: 'Technical Support',
              domainId: '64b00000000000000000e2e2',
              domainName: 'IOT',
              description: `${tag} #${i}`,
              status: 'PENDING',
              timeline: [{ status: 'PENDING', at }],
              assignees: [],
              // The admin queue the user service stores with every write.
              queue: 'PENDING:unassigned',
              createdAt: at,
              updatedAt: at,
            };
          }),
        );
    } finally {
      await client.close();
    }
  });

  test.afterAll(async () => {
    const client = new MongoClient(DIRECT.db, { serverSelectionTimeoutMS: 3000 });
    await client.connect();
    await client
      .db('agency_user')
      .collection('service_requests')
      .deleteMany({ _id: { $in: ids } });
    await client.close();
  });

  test('when more than 100 requests are pending, then the badge counts them all and Load more reaches the oldest', async ({ page }) => {
    const { token } = await login(ADMIN);
    const total = (
      (await (await fetch(`${API}/api/admin/requests?limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        total: number;
      }
    ).total;
    expect(total).toBeGreaterThanOrEqual(105);

    await signIn(page, ADMIN);
    await page.goto('/admin/service-requests');
    const heading = page.getByRole('heading', { name: /Pending requests/ });
    await expect(heading).toContainText(String(total));
    const oldest = page.getByTestId('pending-request').filter({ hasText: `${tag} #0` });
    const more = page.getByRole('button', { name: 'Load more pending requests' });
    await expect(page.getByText(new RegExp(`Showing 50 of ${total} pending requests`))).toBeVisible();
    for (let i = 0; i < 10 && (await oldest.count()) === 0; i++) {
      await more.click();
      await expect(page.getByText(new RegExp(`Showing ${Math.min(50 * (i + 2), total)} of ${total}`)).or(oldest)).toBeVisible();
    }
    await expect(oldest).toBeVisible();
    await expect(more).toHaveCount(0);
    await expect(page.getByTestId('pending-request')).toHaveCount(total);
  });
});
