// The Service Requests page with a team of 300: the team is never in the page. Each request card has a
// button that opens its member picker (one open at a time), which searches the team on the server and
// shows one page of it, so the page holds at most one picker's worth of members however large the team.
import { ObjectId } from 'mongodb';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/stack';
import { memberProfile, withDatabase } from '../support/seed';
import { signIn } from '../support/session';

const suffix = Date.now().toString(36);
const MEMBERS = 300;
const REQUESTS = 12;
// The picker's page (MEMBER_PAGE_SIZE in mfe-admin's search-members.ts).
const ONE_PICKER = 20;
const memberIds = Array.from({ length: MEMBERS }, () => new ObjectId());
const requestIds = Array.from({ length: REQUESTS }, () => new ObjectId());
const memberName = (n: number) => `Picker ${suffix} m${String(n).padStart(3, '0')}`;

test.beforeAll(async () => {
  await withDatabase(async (client) => {
    const now = Date.now();
    await client
      .db('agency_admin')
      .collection('member_profiles')
      .insertMany(
        memberIds.map((id, n) =>
          memberProfile(id, {
            name: memberName(n),
            email: `picker-${suffix}-${n}@example.test`,
            empId: `PICK-${suffix}-${n}`,
            accountId: new ObjectId().toHexString(),
            domainIds: [],
            at: new Date(now),
          }),
        ),
      );
    await client
      .db('agency_user')
      .collection('service_requests')
      .insertMany(
        requestIds.map((_id, i) => {
          // Newer than anything else, so they are the first approved cards.
          const at = new Date(now + 3_600_000 + i * 1000);
          return {
            _id,
            userId: '64b00000000000000000e2e1',
            userName: 'Picker Tester',
            userEmail: 'picker@example.test',
            service: 'Technical Support',
            domainId: '64b00000000000000000e2e2',
            domainName: 'IOT',
            description: `picker ${suffix} #${i}`,
            status: 'approved',
            timeline: [
              { status: 'PENDING', at },
              { status: 'approved', at },
            ],
            assignees: [],
            // The admin queue the user service stores with every write ("awaiting assignment").
            queue: 'approved:unassigned',
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
  });
});

test.afterAll(async () => {
  await withDatabase(async (client) => {
    await client
      .db('agency_admin')
      .collection('member_profiles')
      .deleteMany({ _id: { $in: memberIds } });
    await client
      .db('agency_user')
      .collection('service_requests')
      .deleteMany({ _id: { $in: requestIds } });
  });
});

test('when the team has 300 members, then the Service Requests page holds at most one picker of them, searched on the server', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/service-requests');
  const awaiting = page.getByTestId('awaiting-section');
  const cards = awaiting.getByTestId('approved-request').filter({ hasText: `picker ${suffix}` });
  await expect(cards).toHaveCount(REQUESTS);
  // No member is in the page until a picker opens.
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  const first = cards.first();
  await first.getByRole('button', { name: 'Choose members' }).click();
  await expect(first.getByRole('checkbox').first()).toBeVisible();
  const opened = await page.getByRole('checkbox').count();
  expect(opened).toBeGreaterThan(0);
  expect(opened).toBeLessThanOrEqual(ONE_PICKER);
  await expect(first.getByText(/Showing \d+ of \d+ members/)).toBeVisible();

  // Opening another card's picker closes the first: still one picker's worth in the page.
  const second = cards.nth(1);
  await second.getByRole('button', { name: 'Choose members' }).click();
  await expect(first.getByRole('checkbox')).toHaveCount(0);
  await expect(second.getByRole('checkbox').first()).toBeVisible();
  expect(await page.getByRole('checkbox').count()).toBeLessThanOrEqual(ONE_PICKER);

  // A member far down the alphabet is found by typing part of the name.
  await second.getByRole('searchbox', { name: 'Search members' }).fill(`${suffix} m287`);
  await expect(second.getByRole('checkbox')).toHaveCount(1);
  await second.getByRole('checkbox', { name: memberName(287) }).check();
  // What was chosen stays chosen while the search changes.
  await second.getByRole('searchbox', { name: 'Search members' }).fill(`${suffix} m28`);
  await expect(second.getByRole('checkbox')).toHaveCount(10);
  await expect(second.getByRole('checkbox', { name: memberName(287) })).toBeChecked();
  await expect(second.getByText(`1 selected: ${memberName(287)}`)).toBeVisible();
  expect(await page.getByRole('checkbox').count()).toBeLessThanOrEqual(ONE_PICKER);
});
