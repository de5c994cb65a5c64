// The admin's Dashboard, Service Requests and Messages against the whole stack: the demo admin signs in
// through /login, the numbers match the API, requests are answered exactly once (in the page and in a
// race), approved work reaches a member as a task, contact messages are read and paged, and axe finds
// no serious or critical problem at desktop and phone width.
import AxeBuilder from '@axe-core/playwright';
import { MongoClient } from 'mongodb';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, DIRECT, USER, login } from '../support/stack';
import { call, uniqueTag } from '../support/api';
import { signInThroughForm } from '../support/session';
import { waitForQuietNetwork } from '../support/network';

const DB_URI = DIRECT.db;
// en-US short month, day, year, hour and minute, e.g. "Jan 5, 2025, 3:04 PM".
const EN_US_DATE_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/;

let adminToken: string;
let userToken: string;
let domain: { domain_id: string; name: string };

test.beforeAll(async () => {
  adminToken = (await login(ADMIN)).token;
  userToken = (await login(USER)).token;
  const domains = (await call('/api/admin/domains')).body as Array<{ domain_id: string; name: string }>;
  domain = domains.find((d) => d.name === 'IOT') ?? domains[0]!;
});

/** The demo customer places a request through the API; the description makes it findable on the page. */
async function createRequest(service = 'Technical Support') {
  const description = `E2E request ${uniqueTag()}`;
  const res = await call('/api/user/requests', {
    method: 'POST',
    token: userToken,
    body: { service, domain_id: domain.domain_id, description },
  });
  expect(res.status).toBe(201);
  return { id: res.body.req_id as string, service, description };
}

/**
 * Contact messages written straight into the admin database: the public form allows 5 per address per
 * 10 minutes, too few for paging. The one real send goes through POST /api/contact (the messages test).
 */
async function insertMessages(docs: Array<{ subject: string; read: boolean; createdAt: Date }>) {
  const client = new MongoClient(DB_URI, { serverSelectionTimeoutMS: 3000 });
  await client.connect();
  try {
    const rows = docs.map((doc) => ({
      name: 'Archive Sender',
      email: 'archive@example.com',
      phone: '',
      message: 'An older message.',
      ...doc,
    }));
    await client.db('agency_admin').collection('contactmessages').insertMany(rows);
  } finally {
    await client.close();
  }
}

async function adminSignsIn(page: Page) {
  await signInThroughForm(page, ADMIN, 'Admin', /\/admin$/);
}

async function openFromSidebar(page: Page, label: string, heading: string | RegExp) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const pendingRow = (page: Page, description: string) => page.getByTestId('pending-request').filter({ hasText: description });
const statValue = (page: Page, key: string) => page.getByTestId(`stat-${key}`).locator('.admin-dash__stat-value');

async function expectStatsMatchApi(page: Page) {
  const stats = (await call('/api/admin/dashboard/stats', { token: adminToken })).body;
  for (const key of [
    'totalDomains',
    'clients',
    'teamMembers',
    'activeProjects',
    'completedProjects',
    'pendingRequests',
    'unreadMessages',
  ]) {
    await expect(statValue(page, key), key).toHaveText(String(stats[key]));
  }
  return stats as { totalDomains: number };
}

test.describe('dashboard', () => {
  test('when the admin signs in, then every card shows the number the API gives, and adding a domain raises Total Domains', async ({
    page,
  }) => {
    await adminSignsIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const before = await expectStatsMatchApi(page);
    const members = page.getByTestId('stat-teamMembers');
    await expect(members).toContainText('Available members');
    await expect(members).toHaveAttribute('href', '/admin/users');
    await expect(page.getByTestId('stat-pendingRequests')).toHaveAttribute('href', '/admin/service-requests');
    await expect(page.getByTestId('stat-unreadMessages')).toHaveAttribute('href', '/admin/messages');

    const added = await call('/api/admin/domains', { method: 'POST', token: adminToken, body: { name: `E2E Domain ${uniqueTag()}` } });
    expect(added.status).toBe(201);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(statValue(page, 'totalDomains')).toHaveText(String(before.totalDomains + 1));
    await expectStatsMatchApi(page);

    // Quick Actions go where they say.
    const actions = page.getByRole('list', { name: 'Quick Actions' });
    const quick: Array<[string, string]> = [
      ['Add New Client', '/admin/add-client'],
      ['Add Member', '/admin/users'],
      ['Add Domain', '/admin/domains'],
      ['Review Requests', '/admin/service-requests'],
      ['New Project', '/admin/projects'],
    ];
    for (const [name, href] of quick) {
      await expect(actions.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await actions.getByRole('link', { name: /^Add New Client/ }).click();
    await expect(page).toHaveURL(/\/admin\/add-client$/);
  });

  test('when the stats are slow, then a skeleton shows; when they fail, then a dismissible banner with the server text', async ({
    page,
  }) => {
    await adminSignsIn(page);
    let fail = false;
    await page.route('**/api/admin/dashboard/stats', async (route) => {
      if (fail) return route.fulfill({ status: 500, json: { error: 'Stats are broken right now', code: 'INTERNAL' } });
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/admin/domains');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('status', { name: 'Loading dashboard statistics' })).toBeVisible();
    await expect(statValue(page, 'totalDomains')).toBeVisible();

    fail = true;
    await page.getByRole('button', { name: 'Refresh' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Stats are broken right now' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByText('The statistics could not be loaded.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(statValue(page, 'totalDomains')).toBeVisible();
  });

  test('when the request source is down, then the pending card and Recent Activity say so; with no requests, "No recent activity"', async ({
    page,
  }) => {
    await adminSignsIn(page);
    let activity = { activity: [], available: false };
    await page.route('**/api/admin/activity', (route) => route.fulfill({ status: 200, json: activity }));
    // What the server answers while the user service is down (a superseded load may abort the call, so no route.fetch).
    const degraded = {
      totalDomains: 4,
      totalClients: 4,
      clients: 1,
      teamMembers: 3,
      activeProjects: 2,
      completedProjects: 1,
      unreadMessages: 0,
    };
    await page.route('**/api/admin/dashboard/stats', (route) =>
      route.fulfill({ status: 200, json: { ...degraded, pendingRequests: null } }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('The service request list is unavailable right now', { exact: false })).toBeVisible();
    const pending = page.getByTestId('stat-pendingRequests');
    await expect(pending).toContainText('Request list unavailable right now');
    await expect(pending).toContainText('not available');
    activity = { activity: [], available: true };
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('No recent activity')).toBeVisible();
  });

  test('when a request is placed, then Recent Activity lists it first with the requester and an en-US date, at most 4 items', async ({
    page,
  }) => {
    const request = await createRequest('Brand Identity Design');
    await adminSignsIn(page);
    const items = page.getByTestId('recent-activity').getByRole('listitem');
    await expect(items.first()).toContainText('New service request');
    await expect(items.first()).toContainText('Brand Identity Design by Demo User');
    await expect(items.first().locator('time')).toHaveText(EN_US_DATE_TIME);
    expect(await items.count()).toBeLessThanOrEqual(4);
    const activity = (await call('/api/admin/activity', { token: adminToken })).body;
    expect(activity.available).toBe(true);
    expect(activity.activity[0].id).toBe(request.id);
  });
});

test.describe('service requests', () => {
  test('when the admin approves one request and rejects another, then each row shows Processing..., then is gone', async ({ page }) => {
    const first = await createRequest('Software Development');
    const second = await createRequest('Design & Creatives');
    await adminSignsIn(page);
    await openFromSidebar(page, 'Service Requests', 'Service Requests');

    const row = pendingRow(page, first.description);
    await expect(row.getByRole('heading', { name: 'Software Development' })).toBeVisible();
    await expect(row).toContainText(domain.name);
    await expect(row).toContainText('Demo User');
    await expect(row).toContainText(USER.email);
    await expect(row.locator('time')).toHaveText(EN_US_DATE_TIME);

    // Hold the answers a moment so the in-between state can be seen.
    await page.route('**/api/admin/requests/*/respond', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(row.getByText('Processing...')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Approved the Software Development request from Demo User' })).toBeVisible();
    // Approved work moves to the assignment section.
    await expect(page.getByTestId('approved-request').filter({ hasText: first.description })).toBeVisible();

    // The second one by keyboard: Reject asks once more (the reason is optional), then Processing...
    const other = pendingRow(page, second.description);
    await other.getByRole('button', { name: 'Reject' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Reject this request?' });
    await expect(confirm.getByRole('textbox', { name: 'Reason for the customer (optional)' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Reject request' }).focus();
    await page.keyboard.press('Enter');
    await expect(other.getByText('Processing...')).toBeVisible();
    await expect(other).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Pending requests/ })).toBeFocused();

    const history = (await call('/api/user/requests/previous', { token: userToken })).body.requests as Array<{
      req_id: string;
      status: string;
    }>;
    expect(history.find((r) => r.req_id === first.id)?.status).toBe('approved');
    expect(history.find((r) => r.req_id === second.id)?.status).toBe('rejected');
    const pending = (await call('/api/admin/requests', { token: adminToken })).body.requests as Array<{ req_id: string }>;
    expect(pending.map((r) => r.req_id)).not.toContain(first.id);
    expect(pending.map((r) => r.req_id)).not.toContain(second.id);
  });

  test('when two admins answer one request at once, then exactly one 200 and one 409; the page names a lost race', async ({ page }) => {
    const raced = await createRequest();
    const answers = await Promise.all(
      (['approved', 'rejected'] as const).map((status) =>
        call(`/api/admin/requests/${raced.id}/respond`, { method: 'POST', token: adminToken, body: { status } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('REQUEST_ALREADY_PROCESSED');

    // In the page: the row is on screen when another admin answers first.
    const late = await createRequest();
    await adminSignsIn(page);
    await openFromSidebar(page, 'Service Requests', 'Service Requests');
    const row = pendingRow(page, late.description);
    await expect(row).toBeVisible();
    expect(
      (await call(`/api/admin/requests/${late.id}/respond`, { method: 'POST', token: adminToken, body: { status: 'rejected' } })).status,
    ).toBe(200);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'already processed by another admin' })).toBeVisible();
    await expect(row).toHaveCount(0);
    const history = (await call('/api/user/requests/previous', { token: userToken })).body.requests as Array<{
      req_id: string;
      status: string;
    }>;
    expect(history.find((r) => r.req_id === late.id)?.status).toBe('rejected');
  });

  test('when an approved request is assigned to a member, then the member has it as a task', async ({ page }) => {
    const id = uniqueTag();
    const member = { name: `Mira Member ${id}`, email: `mira-${id}@example.com`, password: 'Welcome-pass-1' };
    const created = await call('/api/admin/members', {
      method: 'POST',
      token: adminToken,
      body: { ...member, empId: `E2E-${id}`, domain_ids: [domain.domain_id], skillTags: ['Support'] },
    });
    expect(created.status).toBe(201);
    const request = await createRequest('Embedded Systems & IoT');
    expect(
      (await call(`/api/admin/requests/${request.id}/respond`, { method: 'POST', token: adminToken, body: { status: 'approved' } })).status,
    ).toBe(200);

    await adminSignsIn(page);
    await openFromSidebar(page, 'Service Requests', 'Service Requests');
    const card = page.getByTestId('approved-request').filter({ hasText: request.description });
    await expect(card).toBeVisible();
    // The team is not in the card until its picker is opened.
    await expect(card.getByRole('checkbox')).toHaveCount(0);
    await card.getByRole('button', { name: 'Choose members' }).click();
    // Nothing chosen: the contract's text, no call.
    await card.getByRole('button', { name: 'Assign' }).click();
    await expect(card.getByRole('alert')).toHaveText('Choose at least one member');
    // The seeded demo team has logins too, so its members can be chosen.
    await expect(card.getByRole('checkbox', { name: /^Aarav Sharma/ })).toBeEnabled();
    await card.getByRole('searchbox', { name: 'Search members' }).fill(member.name);
    await card.getByRole('checkbox', { name: member.name }).check();
    await card.getByRole('button', { name: 'Assign' }).click();
    await expect(card.getByRole('status').filter({ hasText: `Assigned to ${member.name}: 1 task in the member portal.` })).toBeVisible();

    // The member signs in (first login: a new password first) and finds the task.
    const session = await login({ email: member.email, password: member.password, role: 'member' });
    expect(session.firstLogin).toBe(true);
    const changed = await call('/api/auth/change-password', {
      method: 'POST',
      token: session.token,
      body: { newPassword: 'Mira-own-pass-2' },
    });
    expect(changed.status).toBe(200);
    const current = await call('/api/member/tasks/current', { token: changed.body.token });
    expect(current.status).toBe(200);
    expect(current.body.task).toMatchObject({
      title: `Embedded Systems & IoT (${domain.name}) for Demo User`,
      description: request.description,
      requestId: request.id,
    });
  });

  test('when the list fails, then "Error: …" with Dismiss; when it is empty, then the spec texts', async ({ page }) => {
    await adminSignsIn(page);
    let answer: 'fail' | 'empty' = 'fail';
    await page.route(/\/api\/admin\/requests\?status=PENDING/, (route) =>
      answer === 'fail'
        ? route.fulfill({
            status: 503,
            json: { error: 'The service request system is unavailable. Please try again later.', code: 'DEPENDENCY_UNAVAILABLE' },
          })
        : route.fulfill({ status: 200, json: { requests: [] } }),
    );
    await openFromSidebar(page, 'Service Requests', 'Service Requests');
    const error = page.getByRole('alert').filter({ hasText: 'Error: The service request system is unavailable. Please try again later.' });
    await expect(error).toBeVisible();
    await error.getByRole('button', { name: 'Dismiss' }).click();
    await expect(error).toBeHidden();
    answer = 'empty';
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No service requests found')).toBeVisible();
    await expect(page.getByText('All requests have been processed or there are no pending requests.')).toBeVisible();
  });
});

test.describe('messages', () => {
  test('when a visitor sends a contact message, then it shows unread in Messages and can be marked read', async ({ page }) => {
    const subject = `E2E question ${uniqueTag()}`;
    const sent = await call('/api/contact', {
      method: 'POST',
      body: { name: 'Vera Visitor', email: 'vera@example.com', phone: '+91 98765 43210', subject, message: 'Do you build IoT dashboards?' },
    });
    expect(sent.status).toBe(201);

    await adminSignsIn(page);
    await openFromSidebar(page, 'Messages', /^Messages/);
    const inbox = (await call('/api/admin/messages', { token: adminToken })).body;
    const item = page.getByTestId('message-item').filter({ hasText: subject });
    await expect(page.getByTestId('message-item').first()).toContainText(subject); // newest first
    await expect(item.getByText('Unread', { exact: true })).toBeVisible();
    await expect(item).toContainText('Vera Visitor');
    await expect(item.getByRole('link', { name: 'vera@example.com' })).toHaveAttribute('href', 'mailto:vera@example.com');
    await expect(item.locator('time')).toHaveText(EN_US_DATE_TIME);
    await expect(page.getByTestId('inbox-summary')).toContainText(`${inbox.unread} unread of ${inbox.total}`);

    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect(item.getByText('Unread', { exact: true })).toHaveCount(0);
    await expect(item.getByText('Read', { exact: true })).toBeVisible();
    await expect(page.getByTestId('inbox-summary')).toContainText(`${inbox.unread - 1} unread of ${inbox.total}`);
    await expect(item.getByRole('article')).toBeFocused();
    const after = (await call('/api/admin/messages', { token: adminToken })).body;
    expect(after.unread).toBe(inbox.unread - 1);
    expect(after.messages.find((m: { subject: string }) => m.subject === subject).read).toBe(true);
  });

  test('when the inbox holds more than one page, then Load more adds the next page and moves focus to it', async ({ page }) => {
    const old = Date.UTC(2024, 0, 1);
    await insertMessages(
      Array.from({ length: 22 }, (_, i) => ({ subject: `Archived note ${i + 1}`, read: true, createdAt: new Date(old - i * 60_000) })),
    );
    const total = (await call('/api/admin/messages', { token: adminToken })).body.total as number;
    expect(total).toBeGreaterThan(20);

    await adminSignsIn(page);
    await page.goto('/admin/messages');
    const items = page.getByTestId('message-item');
    await expect(items).toHaveCount(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(items).toHaveCount(Math.min(total, 40));
    await expect(items.nth(20).getByRole('article')).toBeFocused();
    if (total <= 40) await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('when the inbox cannot be read, then the error shows with Try again; when empty, then the empty state', async ({ page }) => {
    await adminSignsIn(page);
    let answer: 'fail' | 'empty' = 'fail';
    await page.route(/\/api\/admin\/messages\?/, (route) =>
      answer === 'fail'
        ? route.fulfill({ status: 500, json: { error: 'Inbox is unreachable', code: 'INTERNAL' } })
        : route.fulfill({ status: 200, json: { messages: [], unread: 0, total: 0, nextCursor: null } }),
    );
    await page.goto('/admin/messages');
    await expect(page.getByRole('alert')).toContainText('Inbox is unreachable');
    answer = 'empty';
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No messages yet')).toBeVisible();
  });
});

async function axeReport(page: Page, path: string, ready: Locator): Promise<string[]> {
  await page.goto(path);
  await expect(ready).toBeVisible();
  await waitForQuietNetwork(page);
  const report: string[] = [];
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  for (const violation of results.violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical') {
      report.push(`${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) report.push(`${path}: scrolls sideways by ${overflow}px`);
  return report;
}

for (const width of [1280, 375]) {
  test(`when the three pages are checked with axe at ${width} px, then no serious or critical violations and no sideways scroll`, async ({
    page,
  }) => {
    // Content in every section: a pending request, an approved one with members to pick, an unread message.
    await createRequest('Digital Presence Management');
    const approved = await createRequest('Software Development');
    await call(`/api/admin/requests/${approved.id}/respond`, { method: 'POST', token: adminToken, body: { status: 'approved' } });
    await insertMessages([{ subject: `Axe check ${uniqueTag()}`, read: false, createdAt: new Date() }]);
    await page.setViewportSize({ width, height: 800 });
    await adminSignsIn(page);
    const report = [
      ...(await axeReport(page, '/admin', statValue(page, 'totalDomains'))),
      ...(await axeReport(page, '/admin/service-requests', page.getByTestId('approved-request').first())),
      ...(await axeReport(page, '/admin/messages', page.getByTestId('message-item').first())),
    ];
    expect(report).toEqual([]);
  });
}
