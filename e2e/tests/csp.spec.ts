// The gateway's Content-Security-Policy must let the shell and all three remotes run with zero
// violations: every page of every remote is opened and every violation the browser reports is counted.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, USER } from '../support/stack';
import { signIn } from '../support/session';
import { waitForQuietNetwork } from '../support/network';

const publicPages = [
  '/',
  '/about',
  '/contact',
  '/team',
  '/team/software-development',
  '/services/software-dev',
  '/privacy',
  '/terms',
  '/login',
  '/signup',
];

async function collectViolations(page: Page, paths: string[]): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|evaluate)/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused to load (CSP ${e.violatedDirective}): ${e.blockedURI}`),
    );
  });
  for (const path of paths) {
    await page.goto(path);
    await waitForQuietNetwork(page);
    await page.waitForTimeout(300);
  }
  return violations;
}

test('when every page of the shell and the three remotes loads under the CSP, then the browser reports no violation', async ({
  browser,
}) => {
  const visitor = await browser.newPage();
  const userPage = await browser.newPage();
  const adminPage = await browser.newPage();
  await signIn(userPage, USER);
  await signIn(adminPage, ADMIN);
  const violations = [
    ...(await collectViolations(visitor, publicPages)),
    ...(await collectViolations(userPage, ['/user-dashboard', '/edit-profile'])),
    ...(await collectViolations(adminPage, ['/admin', '/admin/domains', '/admin/users', '/admin/settings'])),
  ];
  console.log(`csp: ${violations.length} violations`);
  expect(violations).toEqual([]);
});

test('when a page tries to run an inline script, then the CSP blocks it and the violation is reported', async ({ page }) => {
  const violations = await collectViolations(page, ['/']);
  await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(violations.length).toBeGreaterThan(0);
});
