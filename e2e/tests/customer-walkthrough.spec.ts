// What a careful customer found walking the product at 1280 and 375 px (issue 17): calls to action for
// signed-in staff, the team counters' figures, Settings' banners, the spec's fallback texts, phone
// layouts (dashboard tabs, admin navigation, burger menu), dialogs' buttons, service-page casing and
// the clientele placeholder. SHOTS_DIR=<folder> also saves a screenshot of each screen for review.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, API, USER } from '../support/stack';
import { signIn } from '../support/session';
import { api, createAdmin, createMember } from './accounts-helpers';
import { openPublicPage } from '../support/public-page';
import { expectFigures } from '../support/team-figures';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };
const WIDTHS = [DESKTOP, PHONE];

async function shot(page: Page, name: string, fullPage = false) {
  if (!process.env.SHOTS_DIR) return;
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png`, fullPage });
}

/** The element is entirely inside the window and is what a tap at its centre reaches (nothing covers it). */
async function expectFullyVisible(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
  expect(hit).toBe(true);
}

/** Opens a service's page and presses its first Get Service (the link's name ends with the service's). */
async function pressGetService(page: Page, slug: string, service: RegExp) {
  await openPublicPage(page, `/services/${slug}`);
  await page
    .getByRole('link', { name: new RegExp(`^Get Service.*${service.source}`) })
    .first()
    .click();
}

/** Not clipped by a scrolling or overflow-hidden parent: its own text fits in its box. */
async function expectNotClipped(target: Locator) {
  expect(await target.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
}

test.describe('1. calls to action for signed-in staff', () => {
  test("when an admin clicks Let's Grow Together or Get Service, then the admin's own requests page opens, never the login form", async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/');
    const hero = page.getByRole('link', { name: "Let's Grow Together" });
    await expect(hero).toHaveAttribute('href', '/admin/service-requests');
    for (const link of await page.getByRole('link', { name: /^Get Service/ }).all()) {
      await expect(link).toHaveAttribute('href', '/admin/service-requests');
    }
    await hero.click();
    await expect(page).toHaveURL(/\/admin\/service-requests$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('when a member clicks Get Service, then the member home opens and the service page says requests come from a customer account', async ({
    page,
  }) => {
    const member = await createMember('CTA Member');
    const first = await api('/api/auth/login', {
      method: 'POST',
      body: { email: member.email, password: member.password, role: 'member' },
    });
    await api('/api/auth/change-password', { method: 'POST', token: first.body.token, body: { newPassword: 'Cta-own-pass-1' } });
    await signIn(page, { ...member, password: 'Cta-own-pass-1' });
    await page.goto('/');
    await page
      .getByRole('link', { name: /^Get Service/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/member-home$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toHaveCount(0);

    await page.goto('/services/iot');
    await expect(page.getByText('Requests are placed from a customer account; this opens your own area.').first()).toBeVisible();
  });

  test('when a customer or a visitor uses the same links, then they still go to the request form or to login', async ({
    page,
    browser,
  }) => {
    await signIn(page, USER);
    await page.goto('/');
    await expect(page.getByRole('link', { name: "Let's Grow Together" })).toHaveAttribute('href', '/user-dashboard?section=new-request');
    const visitor = await browser.newPage();
    await visitor.goto(page.url());
    await expect(visitor.getByRole('link', { name: "Let's Grow Together" })).toHaveAttribute('href', '/login');
    await visitor.close();
  });

  test('when a visitor presses Get Service on a service page and signs in, then New Request opens with that service chosen', async ({
    page,
  }) => {
    await pressGetService(page, 'brand-identity', /Brand Identity Design/);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password').fill(USER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/user-dashboard\?section=new-request&service=Brand%20Identity%20Design$/);
    await expect(page.getByLabel('Service type')).toHaveValue('Brand Identity Design');
  });

  test("when a signed-in customer presses a service page's Get Service, then New Request opens with that service chosen, a later one winning", async ({
    page,
  }) => {
    await signIn(page, USER);
    await pressGetService(page, 'iot', /Embedded Systems/);
    await expect(page.getByLabel('Service type')).toHaveValue('Embedded Systems & IoT');
    // Another service asked for later wins over the one the form kept from the last visit.
    await pressGetService(page, 'software-dev', /Software Development/);
    await expect(page.getByLabel('Service type')).toHaveValue('Software Development');
  });
});

test.describe('2. team counters', () => {
  test('when nobody changed them, then /team counts up to the spec figures 21, 5 and 10', async ({ page }) => {
    const admin = await api('/api/auth/login', { method: 'POST', body: ADMIN });
    await api('/api/admin/settings/public-figures', {
      method: 'PUT',
      token: admin.body.token,
      body: { teamMembers: 21, departments: 5, clients: 10 },
    });
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto('/team');
      await expectFigures(page, { 'Team Members': 21, Departments: 5, Clients: 10 });
      await shot(page, 'team');
    }
  });

  test('when the admin changes the figures in Settings, then /team shows them; a negative figure is refused with the rule', async ({
    page,
    browser,
  }) => {
    await signIn(page, ADMIN);
    try {
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.goto('/admin/settings');
        const card = page.getByRole('form', { name: 'Team page figures' });
        await expect(card.getByLabel('Team Members')).toHaveValue(/\d+/);
        await card.getByLabel('Team Members').fill('-3');
        await card.getByRole('button', { name: 'Save Figures' }).click();
        await expect(card.getByRole('alert').locator('.alert__body')).toHaveText('Each figure must be a whole number from 0 to 10000.');

        await card.getByLabel('Team Members').fill('24');
        await card.getByLabel('Departments').fill('6');
        await card.getByLabel('Clients').fill('12');
        await card.getByRole('button', { name: 'Save Figures' }).click();
        await expect(card.getByRole('status').locator('.alert__body')).toHaveText('Public figures updated successfully!');
        await card.scrollIntoViewIfNeeded();
        await shot(page, 'settings-figures');
      }
      const visitor = await browser.newPage();
      await visitor.goto(new URL('/team', API).toString());
      await expectFigures(visitor, { 'Team Members': 24, Departments: 6, Clients: 12 });
      await visitor.close();
      await page.reload();
      await expect(page.getByRole('form', { name: 'Team page figures' }).getByLabel('Clients')).toHaveValue('12');
    } finally {
      const admin = await api('/api/auth/login', { method: 'POST', body: ADMIN });
      await api('/api/admin/settings/public-figures', {
        method: 'PUT',
        token: admin.body.token,
        body: { teamMembers: 21, departments: 5, clients: 10 },
      });
    }
  });
});

test.describe('3. Settings banners', () => {
  test('when the current password is wrong, then a success banner for the profile and a separate error banner for the password', async ({
    page,
  }) => {
    const admin = await createAdmin('Banner Admin');
    await signIn(page, admin);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto('/admin/settings');
      await page.getByLabel('Full Name').fill('Banner Admin B');
      await page.getByLabel('Current Password').fill('not-my-password');
      await page.getByLabel('New Password (optional)').fill('Banner-new-1');
      await page.getByLabel('Confirm New Password').fill('Banner-new-1');
      await page.getByRole('button', { name: 'Update Profile' }).click();

      const saved = page.locator('.admin-settings').getByRole('status');
      const refused = page.locator('.admin-settings').getByRole('alert');
      await expect(saved.locator('.alert__body')).toHaveText('Profile updated successfully!');
      await expect(saved).toHaveClass(/alert--success/);
      await expect(refused.locator('.alert__body')).toHaveText('Password not changed: Current password is incorrect');
      await expect(refused).toHaveClass(/alert--error/);
      // The outcome is where the admin is looking, also on a phone where the button is far below it.
      await expect(saved).toBeInViewport();
      await expect(refused).toBeInViewport();
      await shot(page, 'settings-banners');
    }
    expect((await api('/api/auth/login', { method: 'POST', body: { ...admin, role: 'admin' } })).status).toBe(200);
  });

  test('when new and confirm are filled without the current password, then the page says the password was not changed', async ({
    page,
  }) => {
    const admin = await createAdmin('No Current Admin');
    await signIn(page, admin);
    await page.goto('/admin/settings');
    await page.getByLabel('New Password (optional)').fill('Nocurrent-1');
    await page.getByLabel('Confirm New Password').fill('Nocurrent-1');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.locator('.admin-settings').getByRole('status').locator('.alert__body')).toHaveText('Profile updated successfully!');
    await expect(page.locator('.admin-settings').getByRole('alert').locator('.alert__body')).toHaveText(
      'Password not changed: enter your current password to change it.',
    );
  });
});

test.describe("4. the spec's fallback texts", () => {
  test("when login answers 500 with an empty body, then 'Login failed'", async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/login');
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password').fill(USER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed');
    await shot(page, 'login-fallback');
  });

  test("when the admin's domains answer a proxy's HTML error page, then 'Failed to fetch domains'", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.route('**/api/admin/domains', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body><h1>500 Internal Server Error</h1></body></html>' }),
    );
    await page.goto('/admin/domains');
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch domains');
    await expect(page.getByText(/Request failed with status/)).toHaveCount(0);
  });

  test("when a customer's profile answers 500 with an empty body, then Edit Profile says 'Failed to load profile'", async ({ page }) => {
    await signIn(page, USER);
    await page.route('**/api/user/*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/edit-profile');
    await expect(page.getByRole('alert')).toHaveText('Failed to load profile');
  });

  test("when the reset call is rate limited, then the server's own text shows, not the fallback", async ({ page }) => {
    await page.route('**/api/auth/forgot-password', (route) =>
      route.fulfill({ status: 429, json: { error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' } }),
    );
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('x@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Too many requests. Please try again later.');
  });

  test('when the server sends its own text, then that text is shown rather than the fallback', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Check your email, password and the role you selected.');
  });
});

test.describe('5. phones', () => {
  test('when a customer opens the dashboard at 375 px, then all three tabs and the History count are fully in view', async ({ page }) => {
    const session = await signIn(page, USER);
    // At least one request, so History carries its count.
    const created = await api('/api/user/requests', {
      method: 'POST',
      token: session.token,
      body: { service: 'Software Development', domain_id: await firstDomainId() },
    });
    expect(created.status).toBe(201);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto('/user-dashboard');
      const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
      await expect(tabs.getByRole('tab', { name: /History\s*\d+/ })).toBeVisible();
      await expectNotClipped(tabs);
      for (const tab of await tabs.getByRole('tab').all()) await expectFullyVisible(page, tab);
      await shot(page, 'user-dashboard');
    }
  });

  test('when an admin is on a phone, then a Sections button opens the full list; Escape closes it and returns the focus', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.setViewportSize(PHONE);
    await page.goto('/admin/service-requests');
    const toggle = page.getByRole('button', { name: /Admin sections, current: Service Requests/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav).toBeHidden();
    await shot(page, 'admin-nav-closed');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(11);
    for (const link of await links.all()) {
      await link.scrollIntoViewIfNeeded();
      await expectFullyVisible(page, link);
      await expectNotClipped(link);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'admin-nav-open');

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: 'Domain Management' }).click();
    await expect(page).toHaveURL(/\/admin\/domains$/);
    await expect(page.getByRole('button', { name: /Admin sections, current: Domain Management/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(nav).toBeHidden();
  });

  test('when an admin is on a laptop, then the sidebar lists every section and there is no Sections button', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: /Admin sections/ })).toBeHidden();
    const links = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
    await expect(links).toHaveCount(11);
    for (const link of await links.all()) await expectNotClipped(link);
    await shot(page, 'admin-dashboard');
  });

  test('when a signed-in customer opens the burger menu on a phone, then it has Back To Home like the avatar menu', async ({ page }) => {
    await signIn(page, USER);
    await page.setViewportSize(PHONE);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
    await shot(page, 'burger-menu');
    await menu.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page).toHaveURL(new RegExp(`${new URL(API).port}/$`));
  });
});

async function firstDomainId(): Promise<string> {
  const domains = (await (await fetch(`${API}/api/admin/domains`)).json()) as Array<{ domain_id: string }>;
  return domains[0]!.domain_id;
}

test.describe('6. dialogs', () => {
  for (const viewport of WIDTHS) {
    test(`when the Add Member, Edit and Add Project dialogs open at ${viewport.width}×${viewport.height}, then Cancel and the submit button are in view`, async ({
      page,
    }) => {
      await signIn(page, ADMIN);
      await page.setViewportSize(viewport);

      await page.goto('/admin/users');
      await page.getByRole('button', { name: 'Add Member' }).click();
      const add = page.getByRole('dialog', { name: 'Add Member' });
      await expectFullyVisible(page, add.getByRole('button', { name: 'Cancel' }));
      await expectFullyVisible(page, add.getByRole('button', { name: 'Add Member' }));
      await shot(page, 'dialog-add-member');
      await add.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: /^Edit/ }).first().click();
      const edit = page.getByRole('dialog', { name: /^Edit / });
      await expectFullyVisible(page, edit.getByRole('button', { name: 'Cancel' }));
      await expectFullyVisible(page, edit.getByRole('button', { name: /Save/ }));
      await edit.getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/admin/projects');
      await page.getByRole('button', { name: 'Add Project' }).click();
      const project = page.getByRole('dialog', { name: 'Add Project' });
      await expectFullyVisible(page, project.getByRole('button', { name: 'Cancel' }));
      await expectFullyVisible(page, project.getByRole('button', { name: 'Add Project' }));
      await shot(page, 'dialog-add-project');
    });
  }
});

test.describe('7. service pages', () => {
  const SERVICES = [
    { slug: 'software-dev', title: 'Software Development' },
    { slug: 'digital-presence', title: 'Digital Presence Management' },
    { slug: 'brand-identity', title: 'Brand Identity Design' },
    { slug: 'iot', title: 'Embedded Systems & IoT' },
    { slug: 'design', title: 'Design & Creatives' },
    { slug: 'support', title: 'Technical Support' },
  ];
  test("when a visitor reads each service page's closing call, then the service keeps its own casing", async ({ page }) => {
    for (const { slug, title } of SERVICES) {
      await page.goto(`/services/${slug}`);
      await expect(page.getByRole('heading', { level: 2, name: `Ready to start with ${title}?`, exact: true })).toBeVisible();
    }
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await openPublicPage(page, '/services/iot');
      await page.getByRole('heading', { name: 'Ready to start with Embedded Systems & IoT?' }).scrollIntoViewIfNeeded();
      await shot(page, 'service-iot');
    }
  });
});

test.describe('8. clientele placeholder', () => {
  for (const viewport of WIDTHS) {
    test(`when / loads at ${viewport.width} px and the section is not reached yet, then the projects show on a plain track of the carousel's size`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openPublicPage(page, '/');
      const section = page.locator('.clientele');
      await expect(page.locator('.clientele .swiper')).toHaveCount(0);
      const staticList = section.getByRole('list', { name: 'Client projects' });
      await expect(staticList.getByRole('heading', { name: 'Online store and stock manager' })).toBeAttached();
      await expect(staticList.locator('.project-card')).toHaveCount(4);
      const before = (await section.locator('.clientele__static').boundingBox())!;
      await shot(page, 'home-full', true);
      if (process.env.SHOTS_DIR) {
        // The section as a full-page capture shows it, without scrolling to it (which would load the carousel).
        const clip = { x: 0, y: before.y - 200, width: viewport.width, height: before.height + 260 };
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/home-clientele-static-${viewport.width}.png`, fullPage: true, clip });
      }
      await expect(page.locator('.clientele .swiper')).toHaveCount(0);

      await staticList.scrollIntoViewIfNeeded();
      await expect(page.locator('.clientele .swiper-slide')).toHaveCount(4);
      const after = (await section.locator('.clientele__carousel').boundingBox())!;
      expect(Math.round(after.height)).toBe(Math.round(before.height));
      expect(Math.round(after.width)).toBe(Math.round(before.width));
      await shot(page, 'home-clientele');
    });
  }
});
