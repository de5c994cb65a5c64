/**
 * @jest-environment ./scripts/jest/jsdom-environment.mjs
 */
// What a visitor typed into the server HTML before the app took over is what the app's form starts from.
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { keepServerFields } from '../src/server-typing';
import { applyLateTyping, restoreServerFocus, sendFormSentEarly, takeServerTyping, type ServerTyping } from '../src/typed-fields';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server HTML of a sign-in form in a fresh #root, kept by the shell as its bootstrap does. */
function serverSignInForm() {
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = `<form>
    <input id="login-email" type="email" value="offered@example.com">
    <input id="login-password" type="password">
    <input id="login-remember" type="checkbox" value="on">
    <select id="login-role"><option value="user">User</option><option value="admin">Admin</option></select>
    <textarea id="login-note"></textarea>
    <input id="contact-name">
  </form>`;
  keepServerFields(root);
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    root,
    email: byId<HTMLInputElement>('login-email'),
    password: byId<HTMLInputElement>('login-password'),
    remember: byId<HTMLInputElement>('login-remember'),
    role: byId<HTMLSelectElement>('login-role'),
    note: byId<HTMLTextAreaElement>('login-note'),
    other: byId<HTMLInputElement>('contact-name'),
  };
}

/** The app's first render: the server HTML goes, fields of the same ids come back (empty). */
function replaceWithApp(root: HTMLElement, html: string) {
  root.innerHTML = html;
}

afterEach(() => {
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.innerHTML = '';
});

test('when a visitor typed into the server HTML, then the typed values are taken by id, the password included', () => {
  const { password, role, remember } = serverSignInForm();
  password.value = 'Secret-123';
  role.value = 'admin';
  remember.checked = true;

  expect(takeServerTyping('login-').values).toEqual({ 'login-password': 'Secret-123', 'login-role': 'admin' });
});

test('when a field still holds what the server rendered, then it is not reported (the form keeps its own default)', () => {
  const { email, note } = serverSignInForm();
  email.value = 'offered@example.com';
  note.value = '';

  expect(takeServerTyping('login-').values).toEqual({});
});

test("when fields are taken, then only the prefix's ones, and once", () => {
  const { email, other } = serverSignInForm();
  email.value = 'typed@example.com';
  other.value = 'Ana';

  expect(takeServerTyping('login-').values).toEqual({ 'login-email': 'typed@example.com' });
  expect(takeServerTyping('login-').values).toEqual({});
  expect(takeServerTyping('contact-').values).toEqual({ 'contact-name': 'Ana' });
});

test('when the visitor was typing in the password, then focus and caret are reported and put back on the new field', () => {
  const { root, password } = serverSignInForm();
  password.focus();
  password.value = 'Secret-123';
  password.setSelectionRange(3, 6);

  const typed = takeServerTyping('login-');
  expect(typed.focus).toEqual({ id: 'login-password', start: 3, end: 6 });

  replaceWithApp(root, '<input id="login-email" type="email"><input id="login-password" type="password" value="Secret-123">');
  const appPassword = document.getElementById('login-password') as HTMLInputElement;
  expect(document.activeElement).not.toBe(appPassword);
  restoreServerFocus(typed);
  expect(document.activeElement).toBe(appPassword);
  expect([appPassword.selectionStart, appPassword.selectionEnd]).toEqual([3, 6]);
});

test('when the focused field has no caret to read (type=email), then focus alone is reported and put back', () => {
  const { root, email } = serverSignInForm();
  email.focus();

  const typed = takeServerTyping('login-');
  expect(typed.focus).toEqual({ id: 'login-email', start: null, end: null });

  replaceWithApp(root, '<input id="login-email" type="email">');
  restoreServerFocus(typed);
  expect(document.activeElement).toBe(document.getElementById('login-email'));
});

test('when the visitor clicked away from the field before the app took over, then no focus is reported', async () => {
  const { email } = serverSignInForm();
  email.focus();
  email.blur();
  await Promise.resolve();

  expect(takeServerTyping('login-').focus).toBeUndefined();
});

test('when the visitor sent the form in the server HTML, even while the app was rendering, then the app sends its own form once, after taking over', () => {
  const { root, email } = serverSignInForm();
  email.value = 'typed@example.com';
  const typed = takeServerTyping('login-');
  // Sent after the app's render took the fields, before that render was on screen: what the gateway's
  // start-up script does with a form sent before the app took over.
  email.form!.setAttribute('data-sent-early', '');

  replaceWithApp(root, '<form id="app-form"><input id="login-email" type="email"></form>');
  const sent: EventTarget[] = [];
  document.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(event.target!);
  });
  sendFormSentEarly(typed);
  sendFormSentEarly(typed);
  expect(sent).toEqual([document.getElementById('app-form')]);
});

test('when the visitor only typed, then nothing is sent', () => {
  const { root, email } = serverSignInForm();
  email.value = 'typed@example.com';

  const typed = takeServerTyping('login-');

  replaceWithApp(root, '<form><input id="login-email" type="email"></form>');
  const sent: EventTarget[] = [];
  document.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(event.target!);
  });
  sendFormSentEarly(typed);
  expect(sent).toEqual([]);
});

test("when the visitor typed on after the form read the server HTML, before it was on screen, then the app's form gets that too (its state, not only the field)", async () => {
  const { root, email, role } = serverSignInForm();
  email.value = 'ty';
  const typed = takeServerTyping('login-');
  // Typed while the app's first render was being done in slices, the server HTML still on screen.
  email.value = 'typed@example.com';
  role.value = 'admin';

  let state = { email: '', role: '' };
  function AppForm({ from }: { from: ServerTyping }) {
    const [email, setEmail] = useState(from.values['login-email'] ?? '');
    const [role, setRole] = useState(from.values['login-role'] ?? 'user');
    state = { email, role };
    return (
      <form>
        <input id="login-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <select id="login-role" value={role} onChange={(e) => setRole(e.target.value)}>
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </select>
      </form>
    );
  }
  root.innerHTML = '';
  const app = createRoot(root);
  await act(async () => app.render(<AppForm from={typed} />));
  expect(state).toEqual({ email: 'ty', role: 'user' });

  await act(async () => applyLateTyping(typed));
  expect(state).toEqual({ email: 'typed@example.com', role: 'admin' });
  expect((document.getElementById('login-email') as HTMLInputElement).value).toBe('typed@example.com');
  await act(async () => app.unmount());
});

test('when the visitor moved to another field after the form read the server HTML, then focus is put back where it is now', () => {
  const { root, email, password } = serverSignInForm();
  email.focus();
  const typed = takeServerTyping('login-');
  // While the app's first render is done in slices, the server HTML still on screen.
  password.focus();
  password.value = 'Sec';

  replaceWithApp(root, '<input id="login-email" type="email"><input id="login-password" type="password" value="Sec">');
  restoreServerFocus(typed);
  expect(document.activeElement).toBe(document.getElementById('login-password'));
});
