// The admin's Team Management, Clients and Projects pages against the whole stack, signed in through the
// login form: a member's life (add, public team page, first login, edit, delete), a client, and the
// projects' search, filters, add and delete; axe and the phone layout on every page and open dialog.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, API, login } from '../support/stack';

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const slugOf = (name: string) => name.toLowerCase().trim().replace(/\s+/g, '-');

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByLabel('Role').selectOption({ label: 'Admin' });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

async function openAdminPage(page: Page, navLabel: string, heading: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: navLabel }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe.serial('Team Management', () => {
  const member = {
    // The list is sorted by name and paged: "Aab…" keeps the member on the first page however many others exist.
    name: `Aabha Quill ${suffix}`,
    email: `aabha-${suffix}@example.com`,
    password: 'Welcome-123',
    empId: `Z${suffix}`.slice(0, 12),
    description: 'Campaign strategist for small brands.',
    domain: 'Digital Marketing',
  };
  const memberCard = (page: Page) => page.getByTestId('admin-member-card').filter({ hasText: member.email });

  test('when the admin adds a member without the required fields, then the spec text; Escape and Cancel leave a fresh form', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openAdminPage(page, 'Team Management', 'User Management');
    const list = page.getByRole('region', { name: /Team Members/ });
    await expect(list.getByTestId('admin-member-card').first()).toBeVisible();
    await expect(list.getByTestId('admin-member-card').filter({ hasText: 'Aarav Sharma' })).toContainText('Emp ID: EMP001');

    const opener = page.getByRole('button', { name: 'Add Member' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await dialog.getByLabel('Name').fill(member.name);
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Name, email, password, and at least one domain are required.');

    // Escape closes the dialog and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await opener.click();
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('when the admin adds a member with a taken e-mail, then the server says so; with a new one, the member is listed', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openAdminPage(page, 'Team Management', 'User Management');
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await dialog.getByLabel('Name').fill(member.name);
    await dialog.getByLabel('Email').fill(ADMIN.email);
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByLabel('Employee ID').fill(member.empId);
    await dialog.getByLabel('Description').fill(member.description);
    await dialog.getByLabel('Skill Tags').fill(' SEO, , Copywriting ');
    await dialog.getByRole('group', { name: 'Domains' }).getByLabel(member.domain).check();
    // A picture address that does not load is named before anything is saved.
    await dialog.getByLabel('Picture URL').fill(`${new URL(page.url()).origin}/no-such-picture.png`);
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The picture at this address did not load. Check the Picture URL, or leave it empty to show initials.',
    );
    await dialog.getByLabel('Picture URL').fill('');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An account with this email already exists');

    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Member ${member.name} added successfully!` })).toBeVisible();

    const card = memberCard(page);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: member.name })).toBeVisible();
    await expect(card).toContainText(`Emp ID: ${member.empId}`);
    await expect(card).toContainText(member.description);
    await expect(card).toContainText(`Domains: ${member.domain}`);
    await expect(card.getByRole('list', { name: 'Skill tags' }).getByRole('listitem')).toHaveText(['SEO', 'Copywriting']);
  });

  test('when a member was added, then the public team page of the domain shows them and they can sign in to the first-login change', async ({
    page,
    browser,
  }) => {
    await page.goto(`/team/${slugOf(member.domain)}`);
    await expect(page.getByRole('heading', { level: 1, name: `${member.domain} Team` })).toBeVisible();
    const publicCard = page.locator('article').filter({ hasText: member.name });
    await expect(publicCard).toContainText(`Emp ID: ${member.empId}`);
    await expect(publicCard).not.toContainText(member.email);

    await signInAs(browser, { email: member.email, password: member.password, role: 'Member' }, /\/first-login-change$/);
  });

  test("when the admin edits the member's about text, then the public profile shows it", async ({ page }) => {
    const about = `Aabha plans campaigns that respect a small budget (${suffix}).`;
    await signInAsAdmin(page);
    await openAdminPage(page, 'Team Management', 'User Management');
    await memberCard(page)
      .getByRole('button', { name: `Edit ${member.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Edit ${member.name}` });
    await expect(dialog.getByLabel('Employee ID')).toHaveValue(member.empId);
    await dialog.getByLabel('About').fill(about);
    await dialog.getByLabel('Languages').fill('English, Hindi');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Profile of ${member.name} updated successfully!` })).toBeVisible();

    const slug = slugOf(member.domain);
    await page.goto(`/team/${slug}`);
    await page
      .locator('article')
      .filter({ hasText: member.name })
      .getByRole('link', { name: /View Full Profile/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/team/${slug}/[0-9a-f]{24}$`));
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About' })).toContainText(about);
    await expect(page.getByRole('region', { name: 'Languages' })).toContainText('Hindi');
  });

  test('when the admin deletes the member after confirming, then the card, the public card and the login are gone', async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    await openAdminPage(page, 'Team Management', 'User Management');
    const card = memberCard(page);
    // Dismissing the confirmation keeps the member.
    page.once('dialog', (confirm) => void confirm.dismiss());
    await card.getByRole('button', { name: `Delete ${member.name}` }).click();
    await expect(card).toBeVisible();

    page.once('dialog', (confirm) => {
      expect(confirm.message()).toContain(member.name);
      void confirm.accept();
    });
    await card.getByRole('button', { name: `Delete ${member.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Member ${member.name} deleted successfully!` })).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeFocused();

    await page.goto(`/team/${slugOf(member.domain)}`);
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.locator('article').filter({ hasText: member.name })).toHaveCount(0);
    await signInAs(browser, { email: member.email, password: member.password, role: 'Member' }, /\/login$/);
  });
});

test('when the members load slowly, fail, or there are none, then Loading, the error with Retry, and the empty state', async ({ page }) => {
  await signInAsAdmin(page);
  const isMemberList = (url: URL) => url.pathname === '/api/admin/members';
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(isMemberList, async (route) => {
    await gate;
    await route.fulfill({ status: 500, json: { error: 'Database is down', code: 'INTERNAL' } });
  });
  await openAdminPage(page, 'Team Management', 'User Management');
  await expect(page.getByRole('status').filter({ hasText: 'Loading members...' })).toBeVisible();
  release();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to fetch members.');
  await expect(alert).toContainText('Database is down');

  await page.unroute(isMemberList);
  await page.route(isMemberList, (route) => route.fulfill({ json: { members: [], total: 0, page: 1, limit: 24 } }));
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No team members yet')).toBeVisible();
});

async function signInAs(browser: Browser, account: { email: string; password: string; role: string }, landing: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Role').selectOption({ label: account.role });
    await page.getByRole('button', { name: 'Sign In' }).click();
    if (landing.test('/login')) await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(landing);
  } finally {
    await context.close();
  }
}

test('when the admin adds a client, then the required-fields message first, Cancel resets, success, and the client is listed', async ({
  page,
}) => {
  const client = `Northwind ${suffix}`;
  await signInAsAdmin(page);
  await openAdminPage(page, 'Clients', 'Clients');
  await expect(page.getByTestId('admin-client-item').first()).toBeVisible(); // the seeded clients
  await page.getByRole('link', { name: 'Add Client' }).click();
  await expect(page).toHaveURL(/\/admin\/add-client$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Client' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByRole('alert').getByText('Please fill all required fields', { exact: true })).toBeVisible();

  await page.getByLabel('Client Name').fill(client);
  await page.getByLabel('Domain').selectOption({ label: 'IOT' });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Client Name')).toHaveValue('');
  await expect(page.getByLabel('Domain')).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByLabel('Client Name').fill(client);
  await page.getByLabel('Domain').selectOption({ label: 'IOT' });
  await page.getByLabel('Description').fill('Sensors for greenhouses.');
  await page.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Client added successfully!' })).toBeVisible();
  await expect(page.getByLabel('Client Name')).toHaveValue('');

  // The same name again: the server's own words.
  await page.getByLabel('Client Name').fill(client);
  await page.getByLabel('Domain').selectOption({ label: 'IOT' });
  await page.getByLabel('Description').fill('A second time.');
  await page.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByRole('alert').getByText('A client with this name already exists', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'View all clients' }).click();
  const item = page.getByTestId('admin-client-item').filter({ hasText: client });
  await expect(item).toContainText('IOT');
  await expect(item).toContainText('Sensors for greenhouses.');
  page.once('dialog', (confirm) => void confirm.accept());
  await item.getByRole('button', { name: `Delete ${client}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Client deleted successfully!' })).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('when there are more clients than a page, then the page says how many it shows and Load more brings the next ones, each once', async ({
  page,
}) => {
  const { token } = await login(ADMIN);
  for (let i = 0; i < 21; i++) {
    const res = await fetch(`${API}/api/admin/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ clientName: `Paged client ${suffix} ${i}`, domain: 'IOT', description: 'One of many.' }),
    });
    expect(res.status).toBe(201);
  }
  const total = (
    (await (await fetch(`${API}/api/admin/clients?limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { total: number }
  ).total;
  await signInAsAdmin(page);
  await openAdminPage(page, 'Clients', 'Clients');
  const items = page.getByTestId('admin-client-item');
  await expect(items).toHaveCount(20);
  await expect(page.getByText(`Showing 20 of ${total} clients`)).toBeVisible();
  await page.getByRole('button', { name: 'Load more clients' }).click();
  await expect(items).toHaveCount(Math.min(total, 40));
  // Newest first: the first one added of this run is the 21st row, after the page break.
  await expect(items.nth(20)).toContainText(`Paged client ${suffix} 0`);
  const names = await items.locator('h4').allTextContents();
  expect(new Set(names).size).toBe(names.length);
});

/** Adds rows through the API as the admin, and hands back a way to delete them again (other tests count what is there). */
async function addThroughApi(path: string, bodies: object[]): Promise<{ ids: string[]; removeAll: () => Promise<void> }> {
  const { token } = await login(ADMIN);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const ids: string[] = [];
  for (const body of bodies) {
    const res = await fetch(`${API}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const row = (await res.json()) as { id?: string; member_id?: string };
    expect(res.status, JSON.stringify(row)).toBe(201);
    ids.push(row.id ?? row.member_id ?? '');
  }
  const removeAll = async () => {
    for (const id of ids) await fetch(`${API}${path}/${id}`, { method: 'DELETE', headers });
  };
  return { ids, removeAll };
}

/** Presses Load more until the list has no more pages, each press waiting for its rows; hands back the presses. */
async function loadEverything(page: Page, rows: ReturnType<Page['getByTestId']>, button: string): Promise<number> {
  let presses = 0;
  const more = page.getByRole('button', { name: button });
  while ((await more.count()) > 0 && presses < 10) {
    const before = await rows.count();
    await more.click();
    presses++;
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
  }
  return presses;
}

test('when the team is bigger than a page, then Load more brings the rest by name, each member once, and the count is the whole team', async ({
  page,
}) => {
  const { token } = await login(ADMIN);
  const domains = (await (await fetch(`${API}/api/admin/domains`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{
    domain_id: string;
  }>;
  const names = Array.from({ length: 25 }, (_, i) => `Paged Member ${suffix} ${String(i).padStart(2, '0')}`);
  const added = await addThroughApi(
    '/api/admin/members',
    names.map((name, i) => ({
      name,
      email: `paged-${i}-${suffix}@example.com`,
      password: 'Welcome-123',
      empId: `P${i}${suffix}`.slice(0, 12),
      domain_ids: [domains[0]!.domain_id],
    })),
  );
  try {
    await signInAsAdmin(page);
    await openAdminPage(page, 'Team Management', 'User Management');
    const cards = page.getByTestId('admin-member-card');
    await expect(cards).toHaveCount(24);
    const total = Number(
      await page
        .getByRole('heading', { name: /^Team Members/ })
        .locator('.badge')
        .textContent(),
    );
    expect(total).toBeGreaterThan(24);
    expect(await loadEverything(page, cards, 'Load more members')).toBe(Math.ceil(total / 24) - 1);
    await expect(cards).toHaveCount(total);
    const shown = await cards.locator('h4').allTextContents();
    expect(new Set(shown).size).toBe(total);
    expect(shown.filter((name) => name.startsWith(`Paged Member ${suffix}`))).toEqual(names);
  } finally {
    await added.removeAll();
  }
});

test("when the domains cannot be loaded, then Add Client says 'Unable to load domains.'", async ({ page }) => {
  await signInAsAdmin(page);
  await page.route('**/api/admin/domains', (route) => route.abort('connectionrefused'));
  await openAdminPage(page, 'Clients', 'Clients');
  await page.getByRole('link', { name: 'Add Client' }).click();
  await expect(page.getByRole('alert')).toContainText('Unable to load domains.');
});

test.describe('Projects', () => {
  const SEEDED = ['E-commerce Platform', 'Fitness Tracking App', 'Social Media Campaign'];
  const cards = (page: Page) => page.getByTestId('admin-project-card');
  const cardOf = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

  test('when there are more projects than a page, then Load more brings the older ones once each, and a filter pages its own matches', async ({
    page,
  }) => {
    const added = await addThroughApi(
      '/api/admin/projects',
      Array.from({ length: 30 }, (_, i) => ({
        name: `Paged project ${suffix} ${i}`,
        client: `Pager ${suffix}`,
        domain: 'Mobile Apps',
        status: i % 2 ? 'Inactive' : 'Active',
      })),
    );
    try {
      await signInAsAdmin(page);
      await openAdminPage(page, 'Projects', 'Projects');
      await expect(cards(page)).toHaveCount(24);
      // Newest first: the last one added leads, and the seeded ones wait behind Load more.
      await expect(cards(page).first()).toContainText(`Paged project ${suffix} 29`);
      await expect(cardOf(page, 'E-commerce Platform')).toHaveCount(0);
      await page.getByRole('button', { name: 'Load more projects' }).click();
      await expect(cardOf(page, 'E-commerce Platform')).toBeVisible();
      const names = await cards(page).getByRole('heading').allTextContents();
      expect(new Set(names).size).toBe(names.length);

      // Active ones of this run only: 15 matches, one page, each once.
      await page.getByPlaceholder('Search projects or clients...').fill(`Pager ${suffix}`);
      await page.getByLabel('Filter by status').selectOption('Active');
      await expect(page.getByText('15 projects found')).toBeVisible();
      await expect(cards(page)).toHaveCount(15);
      await expect(page.getByRole('button', { name: 'Load more projects' })).toHaveCount(0);
    } finally {
      await added.removeAll();
    }
  });

  test('when the page opens, then the 3 seeded projects show, and search, status and domain narrow them through the API', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openAdminPage(page, 'Projects', 'Projects');
    for (const name of SEEDED) await expect(cardOf(page, name)).toBeVisible();
    const shop = cardOf(page, 'E-commerce Platform');
    await expect(shop).toContainText('TechCorp Solutions');
    await expect(shop).toContainText('$25,000');
    await expect(shop.getByRole('list', { name: 'Team' }).getByRole('listitem')).toHaveText(['Aarav Sharma', 'Priya Verma']);
    await expect(shop).toContainText('Paid');

    const queries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/projects?')) queries.push(new URL(request.url()).search);
    });
    const search = page.getByPlaceholder('Search projects or clients...');
    await search.pressSequentially('HealthPlus', { delay: 20 });
    await expect(cards(page)).toHaveCount(1);
    await expect(cardOf(page, 'Fitness Tracking App')).toBeVisible();
    expect(queries.filter((q) => q.includes('q=')).length).toBeLessThanOrEqual(2); // debounced: not one call per key
    expect(queries.at(-1)).toContain('q=HealthPlus');

    await search.fill('');
    await page.getByLabel('Filter by status').selectOption('Inactive');
    await expect(cardOf(page, 'Social Media Campaign')).toBeVisible();
    await expect(cardOf(page, 'E-commerce Platform')).toHaveCount(0);
    await expect(cardOf(page, 'Fitness Tracking App')).toHaveCount(0);
    expect(queries.at(-1)).toContain('status=Inactive');

    await page.getByLabel('Filter by status').selectOption('');
    await page.getByLabel('Filter by domain').selectOption('Mobile Apps');
    await expect(cardOf(page, 'Fitness Tracking App')).toBeVisible();
    await expect(cardOf(page, 'E-commerce Platform')).toHaveCount(0);
    await expect(cardOf(page, 'Social Media Campaign')).toHaveCount(0);

    await search.fill('no such project anywhere');
    await expect(page.getByText('No projects match your search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    for (const name of SEEDED) await expect(cardOf(page, name)).toBeVisible();
  });

  test('when the admin adds a project, then the required message first, then the card; Delete removes it', async ({ page }) => {
    const name = `Harbour Kiosk ${suffix}`;
    await signInAsAdmin(page);
    await openAdminPage(page, 'Projects', 'Projects');
    await expect(cardOf(page, SEEDED[0]!)).toBeVisible();
    await page.getByRole('button', { name: 'Add Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByRole('button', { name: 'Add Project' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Project name, client and domain are required.');

    await dialog.getByLabel('Project Name').fill(name);
    await dialog.getByLabel('Client').fill('Harbour Co');
    await dialog.getByLabel('Domain').selectOption('Mobile Apps');
    await dialog.getByLabel('Status').selectOption('Inactive');
    await dialog.getByLabel('Team').fill(' Ana Ruiz, , Bo Chen ,');
    await dialog.getByLabel('Budget (USD)').fill('12000');
    await dialog.getByRole('button', { name: 'Add Project' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Project ${name} added successfully!` })).toBeVisible();

    const card = cardOf(page, name);
    await expect(card).toContainText('Harbour Co');
    await expect(card).toContainText('Mobile Apps');
    await expect(card).toContainText('Inactive');
    await expect(card).toContainText('$12,000');
    await expect(card.getByRole('list', { name: 'Team' }).getByRole('listitem')).toHaveText(['Ana Ruiz', 'Bo Chen']);
    await expect(card).not.toContainText('Payment');

    // It is stored: a fresh load finds it by its client.
    await page.reload();
    await page.getByPlaceholder('Search projects or clients...').fill('Harbour Co');
    await expect(cards(page)).toHaveCount(1);
    page.once('dialog', (confirm) => void confirm.accept());
    await cardOf(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await expect(page.getByRole('status').filter({ hasText: `Project ${name} deleted successfully!` })).toBeVisible();
    await expect(cardOf(page, name)).toHaveCount(0);
    await expect(page.getByText('No projects match your search')).toBeVisible();
  });
});

for (const width of [1280, 375]) {
  test(`when Team Management, Clients, Add Client and Projects are checked with axe at ${width} px, then no serious or critical violations and no sideways scroll`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await signInAsAdmin(page);
    const report: string[] = [];
    const check = async (label: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          report.push(`${label}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        }
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) report.push(`${label}: scrolls sideways by ${overflow}px`);
    };

    await page.goto('/admin/users');
    await expect(page.getByTestId('admin-member-card').first()).toBeVisible();
    await check('/admin/users');
    await page.getByRole('button', { name: 'Add Member' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Member' }).getByLabel('IOT')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Add Member' }).click(); // with its error shown
    await check('/admin/users Add Member dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit Aarav Sharma' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Aarav Sharma' })).toBeVisible();
    await check('/admin/users Edit dialog');
    await page.keyboard.press('Escape');

    await page.goto('/admin/clients');
    await expect(page.getByTestId('admin-client-item').first()).toBeVisible();
    await check('/admin/clients');

    await page.goto('/admin/add-client');
    await expect(page.getByLabel('Domain').locator('option', { hasText: 'IOT' })).toBeAttached();
    await page.getByRole('button', { name: 'Add Client' }).click();
    await check('/admin/add-client');

    await page.goto('/admin/projects');
    await expect(page.getByTestId('admin-project-card').first()).toBeVisible();
    await check('/admin/projects');
    await page.getByPlaceholder('Search projects or clients...').fill('no such project anywhere');
    await expect(page.getByText('No projects match your search')).toBeVisible();
    await check('/admin/projects empty');
    await page.getByRole('button', { name: 'Add Project' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add Project' }).click();
    await check('/admin/projects Add Project dialog');

    expect(report).toEqual([]);
  });
}
