// Public pages arrive as server HTML that the app hydrates when it takes over (its links then navigate
// inside the app, its forms and carousel are the live ones). A test that acts on the page waits for that.
import { expect, type Page } from '@playwright/test';
import { serverHtml } from './take-over';

/** Opens a public page and waits until the app has taken over its server HTML. */
export async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(serverHtml(page)).toHaveCount(0);
}
