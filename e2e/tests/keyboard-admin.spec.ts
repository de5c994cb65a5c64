// The admin area with the keyboard alone (issue 27): each section titled with its own h1, a sidebar link
// or a quick action moves focus to the new section's h1, and Assign is announced with focus kept.
import { expect, test } from '@playwright/test';
import { ADMIN, API, USER, login } from '../support/stack';
import { signIn } from '../support/session';
import { announcer, expectClearOfHeader, expectFocusOnHeading, focused, settledFocus, tabTo } from './keyboard-helpers';

async function call(path: string, token: string, body?: unknown) {
  const res = await fetch(`${API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
}

const SECTIONS: Array<[string, string]> = [
  ['Team Management', 'User Management'],
  ['Domain Management', 'Domain Management'],
  ['Service Requests', 'Service Requests'],
  ['Services', 'Services'],
  ['Projects', 'Projects'],
  ['Clients', 'Clients'],
  ['Messages', 'Messages'],
  ['Settings', 'Settings'],
  ['Profile & Security', 'Profile'],
  ['Dashboard', 'Dashboard'],
];

test('when each sidebar link is chosen with Enter, then its section is titled and announced and its own h1 has focus', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await page.goto('/admin');
  await expect(page).toHaveTitle('Dashboard · Agency');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  for (const [link, heading] of SECTIONS) {
    // Back from the section's h1 to the sidebar: forwards, a long request queue lies in between.
    await tabTo(page, link, { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle(`${heading} · Agency`);
    await expect(announcer(page)).toHaveText(`${heading} · Agency`);
    // The inbox's h1 carries its unread count when there is one ("Messages" + "2 unread").
    await expectFocusOnHeading(page, heading === 'Messages' ? /^Messages(\d+ unread)?$/ : heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expectClearOfHeader(await settledFocus(page), link);
  }

  // A quick action that goes away with its page: focus lands on the new page's h1, not the body.
  await tabTo(page, /^Add New Client/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/add-client$/);
  await expectFocusOnHeading(page, 'Add Client');
});

test('when an approved request is assigned with the keyboard, then the result is announced and focus follows it to the Assigned list', async ({
  page,
}) => {
  const adminToken = (await login(ADMIN)).token;
  const userToken = (await login(USER)).token;
  const domains = (await (await fetch(`${API}/api/admin/domains`)).json()) as Array<{ domain_id: string; name: string }>;
  const description = `Keyboard assign ${Date.now().toString(36)}`;
  const created = await call('/api/user/requests', userToken, {
    service: 'Technical Support',
    domain_id: domains[0]!.domain_id,
    description,
  });
  expect(created.status).toBe(201);
  expect((await call(`/api/admin/requests/${String(created.body.req_id)}/respond`, adminToken, { status: 'approved' })).status).toBe(200);

  await signIn(page, ADMIN);
  await page.goto('/admin/service-requests');
  const card = page.getByTestId('approved-request').filter({ hasText: description });
  await expect(card).toBeVisible();
  // Members are chosen in the card's picker, opened on demand: Tab to its button, Enter opens it.
  const chooser = card.getByRole('button', { name: 'Choose members' });
  await expect(chooser).toBeVisible();
  for (let i = 0; i < 200 && !(await chooser.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const box = card.getByRole('checkbox', { name: /^Aarav Sharma/ });
  await expect(box).toBeEnabled();
  const id = await box.getAttribute('id');
  // To the member's checkbox with Tab only, then Space ticks it and Tab goes on to this card's Assign.
  for (let i = 0; i < 200 && (await focused(page)).id !== id; i++) await page.keyboard.press('Tab');
  expect((await focused(page)).id).toBe(id);
  await page.keyboard.press('Space');
  await tabTo(page, 'Assign');
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toHaveText(/^Assigned to Aarav Sharma: 1 task in the member portal\.$/);
  await expect.poll(async () => (await focused(page)).id).toBe('assigned-requests-title');
  expectClearOfHeader(await settledFocus(page), 'Assigned heading');
});
