// The sign-in pages' server HTML can be typed into before the app takes over: the app's first render
// shows what was typed (the password too), with focus and caret where they were.
import { installFakeDom, serverField, type FakeElement } from '../../packages/web-kit/test/fake-dom';
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

// A document for react-dom/client to render into (this repository has no jsdom).
const document = installFakeDom();

type Typable = FakeElement & { value: string; setSelectionRange(start: number, end: number): void; selectionStart: number };

const roots: Root[] = [];
afterEach(async () => {
  await act(async () => roots.splice(0).forEach((root) => root.unmount()));
  document.body.textContent = '';
});

/** The server HTML of /login in #root, as the shell's bootstrap keeps it before its first render. */
function serverLoginHtml() {
  const container = document.body.appendChild(document.createElement('div'));
  const email = container.appendChild(serverField(document, 'input', { id: 'login-email', type: 'email' })) as Typable;
  const password = container.appendChild(serverField(document, 'input', { id: 'login-password', type: 'password' })) as Typable;
  const role = container.appendChild(serverField(document, 'select', { id: 'login-role' }, ['user', 'admin', 'member'])) as Typable;
  keepServerFields(container as unknown as Element);
  return { container, email, password, role };
}

/** The shell's first render of `page` into the container of the server HTML, which it replaces. */
async function renderApp(container: FakeElement, page: ReactElement, at: InitialEntry = '/login') {
  const root = createRoot(container as unknown as Element);
  roots.push(root);
  await act(async () => root.render(<MemoryRouter initialEntries={[at]}>{page}</MemoryRouter>));
}

const field = (id: string) => document.getElementById(id) as Typable | null;

test('when a visitor typed into /login before the app took over, then the form shows it and focus and caret stay in the password', async () => {
  const server = serverLoginHtml();
  server.email.focus();
  server.email.value = 'typed@example.com';
  server.role.value = 'member';
  server.password.focus();
  server.password.value = 'Secret-123';
  server.password.setSelectionRange(4, 4);

  // Arriving with an e-mail offered (after signup, say): what was typed wins.
  await renderApp(server.container, <LoginPage />, { pathname: '/login', state: { email: 'offered@example.com' } });

  expect(server.password.isConnected).toBe(false);
  expect(field('login-email')?.value).toBe('typed@example.com');
  expect(field('login-password')?.value).toBe('Secret-123');
  expect(field('login-role')?.value).toBe('member');
  expect(document.activeElement).toBe(field('login-password'));
  expect(field('login-password')?.selectionStart).toBe(4);
});

test('when nothing was typed into /login, then the e-mail offered on arrival stays and nothing takes focus', async () => {
  const server = serverLoginHtml();

  await renderApp(server.container, <LoginPage />, { pathname: '/login', state: { email: 'offered@example.com' } });

  expect(field('login-email')?.value).toBe('offered@example.com');
  expect(field('login-password')?.value).toBe('');
  expect(field('login-role')?.value).toBe('user');
  expect(document.activeElement).toBe(document.body);
});

test('when a visitor typed both passwords into /signup, then the form shows them', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  const ids = ['signup-name', 'signup-email', 'signup-password', 'signup-confirmPassword'];
  const server = ids.map((id) => container.appendChild(serverField(document, 'input', { id })) as Typable);
  keepServerFields(container as unknown as Element);
  server.forEach((input, index) => (input.value = `typed ${index}`));

  await renderApp(container, <SignupPage />, '/signup');

  expect(ids.map((id) => field(id)?.value)).toEqual(['typed 0', 'typed 1', 'typed 2', 'typed 3']);
});

test("when a sign-in page renders (its server HTML too), then each field has the page's stable id", () => {
  const idsIn = (page: ReactElement) =>
    [...renderToStaticMarkup(<MemoryRouter>{page}</MemoryRouter>).matchAll(/<(?:input|select)[^>]* id="([^"]+)"/g)].map(
      (match) => match[1],
    );

  expect(idsIn(<LoginPage />)).toEqual(['login-email', 'login-password', 'login-role']);
  expect(idsIn(<SignupPage />)).toEqual(['signup-name', 'signup-email', 'signup-password', 'signup-confirmPassword']);
  expect(idsIn(<ForgotPasswordPage />)).toEqual(['forgot-email', 'forgot-role']);
});
