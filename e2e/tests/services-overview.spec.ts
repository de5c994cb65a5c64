// The admin's services overview (spec §7 "GET /services") pages to its oldest service with 'Load more'
// and says how many there are, instead of stopping at the newest 200.
import { MongoClient, ObjectId } from 'mongodb';
import { expect, test } from '@playwright/test';
import { ADMIN, API, DIRECT, login } from '../support/stack';
import { signIn } from '../support/session';

const tag = `service-${Date.now().toString(36)}`;
// 60 active (approved and in progress alternating) and 55 completed: more than a page of each.
const statuses = [
  ...Array.from({ length: 60 }, (_, i) => (i % 2 ? 'approved' : 'in_progress')),
  ...Array.from({ length: 55 }, () => 'completed'),
];
const ids = statuses.map(() => new ObjectId());

// Written straight into the user service's database (older than any other request), with the derived
// fields every write of the user service stores, so the test does not depend on 115 round trips.
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
          const status = statuses[i]!;
          const at = new Date(base + i * 60_000);
          return {
            _id,
            userId: '64b00000000000000000e2e1',
            userName: 'Service Tester',
            userEmail: 'service@example.test',
            service: 'Technical Support',
            domainId: '64b00000000000000000e2e2',
            domainName: 'IOT',
            description: `${tag} #${i}`,
            status,
            timeline: [{ status, at }],
            assignees: [],
            queue: `${status}:unassigned`,
            serviceStatus: status === 'completed' ? 'COMPLETED' : 'ACTIVE',
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

test('when more than a page of services is active or completed, then the page shows each total and Load more reaches the oldest', async ({
  page,
}) => {
  const { token } = await login(ADMIN);
  const totalOf = async (status: string) =>
    (
      (await (
        await fetch(`${API}/api/admin/services?status=${status}&limit=1`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        total: number;
      }
    ).total;
  const totals = { ACTIVE: await totalOf('ACTIVE'), COMPLETED: await totalOf('COMPLETED') };
  expect(totals.ACTIVE).toBeGreaterThanOrEqual(60);
  expect(totals.COMPLETED).toBeGreaterThanOrEqual(55);

  await signIn(page, ADMIN);
  await page.goto('/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: /Services/ })).toBeVisible();
  for (const [label, status] of [
    ['Active', 'ACTIVE'],
    ['Completed', 'COMPLETED'],
  ] as const) {
    await page.getByRole('button', { name: label, exact: true }).click();
    const total = totals[status];
    await expect(page.getByTestId('services-total')).toHaveText(String(total));
    await expect(page.getByText(`Showing 50 of ${total} services`)).toBeVisible();
    const more = page.getByRole('button', { name: 'Load more services' });
    for (let shown = 50; shown < total; shown = Math.min(shown + 50, total)) {
      await more.click();
      await expect(page.getByTestId('service-item')).toHaveCount(Math.min(shown + 50, total));
    }
    // Every service of the status is on the page, the oldest (2020) last, and nothing more to load.
    await expect(more).toHaveCount(0);
    const oldest = page.getByTestId('service-item').last();
    await expect(oldest).toContainText('2020');
    // Which request, and when to the minute (spec: en-US short with hour and minute).
    await expect(oldest).toContainText(`${tag} #`);
    await expect(oldest.locator('time')).toHaveText(/^Jan 1, 2020, \d{1,2}:\d{2} [AP]M$/);
  }
});
