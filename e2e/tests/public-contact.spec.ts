// The contact page against the whole stack: labelled fields, the details card, a real send (server
// message, form reset), the server's own validation text, and the failure text with the admin
// service stopped; and the same form with JavaScript off (a real POST of the page's form through the gateway).
// The server allows 5 messages per 10 minutes per visitor: this file sends 2, then starts the window afresh
// for the sends without JavaScript (1, sent twice, stored once).
import { expect, test, type Page } from '@playwright/test';
import { MongoClient } from 'mongodb';
import { call, uniqueTag } from '../support/api';
import { ADMIN, DIRECT, login, restorePart, stopPart } from '../support/stack';
import { openPublicPage } from '../support/public-page';
import { holdAppCode, serverHtml } from '../support/take-over';

const FIELDS = ['Name', 'Email', 'Phone', 'Subject', 'Message'] as const;

async function fill(page: Page, values: Partial<Record<(typeof FIELDS)[number], string>>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

// The visible label is 'Name *'; the asterisk is hidden from assistive technology.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

const sendButton = (page: Page) => page.getByRole('button', { name: /Send Message|Sending/ });

test('when a visitor opens /contact, then every field is labelled and the Indore address, phone, e-mail and hours show', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const label of FIELDS) await expect(field(page, label)).toBeEditable();
  const details = page.getByRole('complementary', { name: 'Contact details' });
  await expect(details).toContainText('Indore');
  await expect(details.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91/);
  await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(details).toContainText(/Monday to Friday/);
});

test('when required fields are empty, then the form says which ones before sending anything', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posted = true;
  });
  await openPublicPage(page, '/contact');
  await sendButton(page).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(field(page, 'Name')).toBeFocused();
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});

test("when the message is sent, then the button is disabled while sending, the server's thanks show and the form resets", async ({
  page,
}) => {
  await openPublicPage(page, '/contact');
  await fill(page, {
    Name: 'Asha Verma',
    Email: 'asha@example.com',
    Phone: '+91 98765 43210',
    Subject: 'A website for my bakery',
    Message: 'Hello! We would like a simple website with online orders.',
  });
  // Hold the answer a moment so the sending state can be seen.
  await page.route('**/api/contact', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const answer = page.waitForResponse('**/api/contact');
  await sendButton(page).click();
  await expect(sendButton(page)).toBeDisabled();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { message } = (await response.json()) as { message: string };

  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  expect(message).toBe('Thank you for your message! We will get back to you soon.');
  for (const label of FIELDS) await expect(field(page, label)).toHaveValue('');
  await expect(sendButton(page)).toBeEnabled();
});

test("when the server refuses the content, then 'Failed to send message' shows with the server's reason", async ({ page }) => {
  await openPublicPage(page, '/contact');
  // Passes the page's light check (something@something) but not the server's e-mail rule.
  await fill(page, { Name: 'Asha', Email: 'asha@localhost', Subject: 'Hi', Message: 'Hello there' });
  await sendButton(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to send message');
  await expect(alert).toContainText('Enter a valid email address');
  // Nothing is lost: the visitor can correct and resend.
  await expect(field(page, 'Message')).toHaveValue('Hello there');
});

test.describe('with the admin service stopped', () => {
  test.afterEach(async () => {
    await restorePart('admin');
  });

  test("when the message cannot be delivered, then 'Failed to send message' shows and the form keeps its text", async ({ page }) => {
    await openPublicPage(page, '/contact');
    await fill(page, { Name: 'Asha', Email: 'asha@example.com', Subject: 'Hi', Message: 'Are you there?' });
    stopPart('admin');
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(/^Failed to send message/);
    await expect(field(page, 'Message')).toHaveValue('Are you there?');
    await expect(sendButton(page)).toBeEnabled();
  });

  test('when the message is sent with JavaScript off, then a clear not-sent page answers at once: the service could not be reached, how else to reach us', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/contact');
      await fill(page, { Name: 'Asha', Email: 'asha@example.com', Subject: 'Hi', Message: 'Are you there, without JavaScript?' });
      stopPart('admin');
      const started = Date.now();
      await sendButton(page).click();
      await expect(page).toHaveURL(/\/contact\/not-sent\/unavailable$/);
      expect(Date.now() - started).toBeLessThan(5000);
      await expect(page.getByRole('heading', { level: 1, name: 'Failed to send message' })).toBeVisible();
      await expect(page.getByText('Our message service could not be reached just now.', { exact: false })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Contact details' }).getByRole('link', { name: /@/ })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await page.goBack();
      await expect(field(page, 'Message')).toHaveValue('Are you there, without JavaScript?');
    } finally {
      await context.close();
    }
  });
});

test('when a visitor types into the server HTML before the app has loaded, then the text, focus and caret are kept after it takes over', async ({
  page,
}) => {
  // The shell's start-up code waits until the visitor has typed.
  const release = await holdAppCode(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await expect(serverHtml(page)).toHaveCount(1);
  await field(page, 'Name').fill('Early Visitor');
  await field(page, 'Subject').fill('Typed before the app');
  await field(page, 'Message').fill('Hello before JavaScript');
  // The caret in the middle of the message, where the visitor was about to go on typing.
  await field(page, 'Message').evaluate((element: HTMLTextAreaElement) => {
    element.focus();
    element.setSelectionRange(5, 5);
  });
  release();

  await expect(serverHtml(page)).toHaveCount(0);
  await expect(field(page, 'Name')).toHaveValue('Early Visitor');
  await expect(field(page, 'Subject')).toHaveValue('Typed before the app');
  await expect(field(page, 'Message')).toHaveValue('Hello before JavaScript');
  await expect(field(page, 'Message')).toBeFocused();
  // Typing goes on at the caret, into the app's own form (its state has the text, so a send carries it).
  await page.keyboard.type(',');
  await expect(field(page, 'Message')).toHaveValue('Hello, before JavaScript');
  await sendButton(page).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Name is required')).toHaveCount(0);
});

test('when a visitor presses Send Message in the server HTML before the app has loaded, then nothing goes into the URL, and once the app is there it sends the message once', async ({
  page,
}) => {
  const posted: unknown[] = [];
  // The answer is the caller's concern here: what is asserted is what the page sends, and that it says so.
  await page.route('**/api/contact', async (route) => {
    posted.push(route.request().postDataJSON());
    await route.fulfill({ status: 201, json: { message: 'Thank you! We will get back to you soon.' } });
  });
  const release = await holdAppCode(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await expect(serverHtml(page)).toHaveCount(1);
  await fill(page, { Name: 'Early Visitor', Email: 'early@example.com', Subject: 'Before the app', Message: 'Sent early' });
  await sendButton(page).click();
  await page.waitForTimeout(300);
  expect(page.url()).toMatch(/\/contact$/);
  expect(posted).toEqual([]);

  release();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! We will get back to you soon.' })).toBeVisible();
  expect(posted).toEqual([
    expect.objectContaining({ name: 'Early Visitor', email: 'early@example.com', subject: 'Before the app', message: 'Sent early' }),
  ]);
  await expect(field(page, 'Name')).toHaveValue('');
  expect(page.url()).toMatch(/\/contact$/);
});

test('when a visitor presses Send Message early with a required field empty, then the app answers that press by naming the field', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await fill(page, { Name: 'Early Visitor', Subject: 'Before the app', Message: 'No e-mail' });
  await sendButton(page).click();
  release();
  await expect(serverHtml(page)).toHaveCount(0);
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(field(page, 'Email')).toBeFocused();
  await expect(field(page, 'Message')).toHaveValue('No e-mail');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // Every spec's contact sends come from this one address, 5 per 10 minutes: start its window afresh.
  test.beforeAll(resetContactLimit);

  test('when a visitor presses Send Message, then the form is POSTed (nothing typed in a URL), the sent page thanks them and the message arrives once, also when the browser sends it again', async ({
    page,
  }) => {
    const subject = `No script ${uniqueTag()}`;
    const documents: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'document') documents.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.goto('/contact');
    await fill(page, {
      Name: 'No Script',
      Email: 'noscript@example.com',
      Phone: '+91 98765 43210',
      Subject: subject,
      Message: 'Private words',
    });
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();
    await expect(page.getByText('Thank you for your message! We will get back to you soon.')).toBeVisible();
    await expect(page).toHaveTitle('Message sent · Agency');
    expect(documents).toEqual(['GET /contact', 'POST /contact', 'GET /contact/sent']);
    expect(documents.join(' ')).not.toContain('Private');

    // Back to the form, which still holds what was typed, and Send again: the same message, stored once.
    await page.goBack();
    await expect(field(page, 'Message')).toHaveValue('Private words');
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);

    const stored = await messagesAbout(subject);
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'No Script',
        email: 'noscript@example.com',
        phone: '+91 98765 43210',
        message: 'Private words',
        read: false,
      }),
    ]);
  });

  test('when a required field is empty, then the not-sent page says so in general terms, nothing is stored, and Back finds the form as typed', async ({
    page,
  }) => {
    const subject = `No script, no e-mail ${uniqueTag()}`;
    await page.goto('/contact');
    await fill(page, { Name: 'No Script', Subject: subject, Message: 'Where do I write my e-mail?' });
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/contact\/not-sent\/invalid$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Failed to send message' })).toBeVisible();
    await expect(page.getByText(/Name, Email, Subject and Message are required/)).toBeVisible();
    await expect(page.getByText(/Back button takes you to your message as you typed it/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the contact form' })).toHaveAttribute('href', '/contact');
    await page.goBack();
    await expect(field(page, 'Message')).toHaveValue('Where do I write my e-mail?');
    expect(await messagesAbout(subject)).toEqual([]);
  });
});

/** The messages the admin's inbox holds with this subject (newest first). */
async function messagesAbout(subject: string): Promise<Record<string, unknown>[]> {
  const { token } = await login(ADMIN);
  const inbox = await call('/api/admin/messages', { token });
  expect(inbox.status).toBe(200);
  return (inbox.body.messages as { subject: string }[]).filter((message) => message.subject === subject);
}

async function resetContactLimit() {
  const client = new MongoClient(DIRECT.db, { serverSelectionTimeoutMS: 3000 });
  await client.connect();
  try {
    await client
      .db('agency_admin')
      .collection<{ _id: string }>('rate_limits')
      .deleteMany({ _id: { $regex: '^contact:' } });
  } finally {
    await client.close();
  }
}
