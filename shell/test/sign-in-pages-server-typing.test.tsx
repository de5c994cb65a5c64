/**
 * @jest-environment ./scripts/jest/jsdom-environment.mjs
 */
// The sign-in pages' server HTML can be typed into before the app takes over: the app's first render
// shows what was typed (the password too), with focus and caret where they were.
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { keepServerFields } from '@agency/web-kit/base';
import { LoginPage } from '../src/features/auth/components/login-page';
import { SignupPage } from '../src/features/auth/components/signup-page';
import { ForgotPasswordPage } from '../src/features/auth/components/forgot-password-page';

// Stylesheets are the bundler's business.
jest.mock('../src/components/auth-card/auth-card.css', () => ({}));
jest.mock('../src/features/auth/components/two-factor-step.css', () => ({}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];
afterEach(async () => {
  await act(async () => roots.splice(0).forEach((root) => root.unmount()));
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.innerHTML = '';
});

const inRouter = (page: ReactElement, at: InitialEntry) => <MemoryRouter initialEntries={[at]}>{page}</MemoryRouter>;

/** `page`'s server HTML (as the shell's build renders it) in a #root the shell keeps before its first render. */
function serverHtml(page: ReactElement, at: string): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToStaticMarkup(inRouter(page, at));
  keepServerFields(container);
  return container;
}

/** The shell's first render of `page` into the container of the server HTML, which it replaces. */
async function renderApp(container: HTMLElement, page: ReactElement, at: InitialEntry) {
  const root = createRoot(container);
  roots.push(root);
  await act(async () => root.render(inRouter(page, at)));
}

const field = <T extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(id: string) => document.getElementById(id) as T;

test('when a visitor typed into /login before the app took over, then the form shows it and focus and caret stay in the password', async () => {
  const container = serverHtml(<LoginPage />, '/login');
  const serverPassword = field('login-password');
  field('login-email').value = 'typed@example.com';
  field<HTMLSelectElement>('login-role').value = 'member';
  serverPassword.focus();
  serverPassword.value = 'Secret-123';
  serverPassword.setSelectionRange(4, 4);

  // Arriving with an e-mail offered (after signup, say): what was typed wins.
  await renderApp(container, <LoginPage />, { pathname: '/login', state: { email: 'offered@example.com' } });

  expect(serverPassword.isConnected).toBe(false);
  expect(field('login-email').value).toBe('typed@example.com');
  expect(field('login-password').value).toBe('Secret-123');
  expect(field<HTMLSelectElement>('login-role').value).toBe('member');
  expect(document.activeElement).toBe(field('login-password'));
  expect(field('login-password').selectionStart).toBe(4);
});

test('when nothing was typed into /login, then the e-mail offered on arrival stays and nothing takes focus', async () => {
  const container = serverHtml(<LoginPage />, '/login');

  await renderApp(container, <LoginPage />, { pathname: '/login', state: { email: 'offered@example.com' } });

  expect(field('login-email').value).toBe('offered@example.com');
  expect(field('login-password').value).toBe('');
  expect(field<HTMLSelectElement>('login-role').value).toBe('user');
  expect(document.activeElement).toBe(document.body);
});

test('when a visitor typed every field of /signup, then the form shows them', async () => {
  const container = serverHtml(<SignupPage />, '/signup');
  const ids = ['signup-name', 'signup-email', 'signup-password', 'signup-confirmPassword'];
  ids.forEach((id, index) => (field(id).value = `typed ${index}`));

  await renderApp(container, <SignupPage />, '/signup');

  expect(ids.map((id) => field(id).value)).toEqual(['typed 0', 'typed 1', 'typed 2', 'typed 3']);
});

test('when a visitor typed into /forgot-password, then the e-mail and role are kept', async () => {
  const container = serverHtml(<ForgotPasswordPage />, '/forgot-password');
  field('forgot-email').value = 'someone@example.com';
  field<HTMLSelectElement>('forgot-role').value = 'admin';

  await renderApp(container, <ForgotPasswordPage />, '/forgot-password');

  expect(field('forgot-email').value).toBe('someone@example.com');
  expect(field<HTMLSelectElement>('forgot-role').value).toBe('admin');
});
