/**
 * @jest-environment ./scripts/jest/jsdom-environment.mjs
 */
// The sign-in pages' server HTML can be typed into, and sent, before the app takes over: the app hydrates
// it, so what was typed (the password too) and focus stay, and a form sent meanwhile is sent once, with it.
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { SERVER_PAGE_STYLE_ID } from '@agency/contracts/browser';
import { LoginPage } from '../src/features/auth/components/login-page';
import { SignupPage } from '../src/features/auth/components/signup-page';
import { ForgotPasswordPage } from '../src/features/auth/components/forgot-password-page';
import { ServerStylesGone } from '../src/components/remote-page/server-styles-gone';
import { guardServerHtml } from '../src/lib/before-take-over';
import { login } from '../src/features/auth/api/login';

// Stylesheets are the bundler's business.
jest.mock('../src/components/auth-card/auth-card.css', () => ({}));
jest.mock('../src/features/auth/components/two-factor-step.css', () => ({}));
jest.mock('../src/features/auth/api/login', () => ({ login: jest.fn(() => new Promise(() => undefined)) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];
afterEach(async () => {
  await act(async () => roots.splice(0).forEach((root) => root.unmount()));
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.innerHTML = '';
  document.head.querySelectorAll('style').forEach((style) => style.remove());
  jest.mocked(login).mockClear();
});

const inRouter = (page: ReactElement, at: InitialEntry) => (
  <MemoryRouter initialEntries={[at]}>
    {page}
    <ServerStylesGone />
  </MemoryRouter>
);

/**
 * `page`'s server HTML (as the shell's build renders it) in #root, and its CSS, which says the server HTML is on
 * screen until the page's first commit removes it (kept out of #root here: it is not the app's markup).
 */
function serverHtml(page: ReactElement, at: string): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(inRouter(page, at));
  document.head.insertAdjacentHTML('beforeend', `<style id="${SERVER_PAGE_STYLE_ID}"></style>`);
  return container;
}

/** The app taking the server HTML over, as bootstrap.tsx does. */
async function takeOver(container: HTMLElement, page: ReactElement, at: InitialEntry) {
  await act(async () => {
    roots.push(hydrateRoot(container, inRouter(page, at)));
  });
}

const field = <T extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(id: string) => document.getElementById(id) as T;

test('when a visitor typed into /login before the app took over, then the form shows it and focus and caret stay in the password', async () => {
  const container = serverHtml(<LoginPage />, '/login');
  field('login-email').value = 'typed@example.com';
  field<HTMLSelectElement>('login-role').value = 'member';
  field('login-password').focus();
  field('login-password').value = 'Secret-123';
  field('login-password').setSelectionRange(4, 4);

  await takeOver(container, <LoginPage />, '/login');

  expect(field('login-email').value).toBe('typed@example.com');
  expect(field('login-password').value).toBe('Secret-123');
  expect(field<HTMLSelectElement>('login-role').value).toBe('member');
  expect(document.activeElement).toBe(field('login-password'));
  expect(field('login-password').selectionStart).toBe(4);
});

test('when a visitor presses Sign In before the app took over, then nothing is sent until it has, and then once, with what was typed', async () => {
  const container = serverHtml(<LoginPage />, '/login');
  guardServerHtml(false);
  field('login-email').value = 'early@example.com';
  field('login-password').value = 'Secret-123';
  const pressed = new Event('submit', { bubbles: true, cancelable: true });
  container.querySelector('form')!.dispatchEvent(pressed);
  expect(pressed.defaultPrevented).toBe(true);
  expect(login).not.toHaveBeenCalled();

  await takeOver(container, <LoginPage />, '/login');

  expect(login).toHaveBeenCalledTimes(1);
  expect(login).toHaveBeenCalledWith({ email: 'early@example.com', password: 'Secret-123', role: 'user' });
});

test('when a visitor typed every field of /signup, then the form shows them', async () => {
  const container = serverHtml(<SignupPage />, '/signup');
  const ids = ['signup-name', 'signup-email', 'signup-password', 'signup-confirmPassword'];
  ids.forEach((id, index) => (field(id).value = `typed ${index}`));

  await takeOver(container, <SignupPage />, '/signup');

  expect(ids.map((id) => field(id).value)).toEqual(['typed 0', 'typed 1', 'typed 2', 'typed 3']);
});

test('when a visitor typed into /forgot-password, then the e-mail and role are kept', async () => {
  const container = serverHtml(<ForgotPasswordPage />, '/forgot-password');
  field('forgot-email').value = 'someone@example.com';
  field<HTMLSelectElement>('forgot-role').value = 'admin';

  await takeOver(container, <ForgotPasswordPage />, '/forgot-password');

  expect(field('forgot-email').value).toBe('someone@example.com');
  expect(field<HTMLSelectElement>('forgot-role').value).toBe('admin');
});
