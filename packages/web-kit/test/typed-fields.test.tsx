/**
 * @jest-environment ./scripts/jest/jsdom-environment.mjs
 */
// What a visitor typed into the server HTML before the app took over is what the app's form starts from.
import { act, Suspense, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { keepServerFields } from '../src/server-typing';
import {
  applyLateTyping,
  readServerTyping,
  releaseServerTyping,
  restoreServerFocus,
  sendFormSentEarly,
  useServerTyping,
  type ServerTyping,
} from '../src/typed-fields';

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

/** The forms sent from now on (the browser's own send stopped, as the app's handler does). */
function formsSent(): EventTarget[] {
  const sent: EventTarget[] = [];
  document.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(event.target!);
  });
  return sent;
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

  expect(readServerTyping('login-').values).toEqual({ 'login-password': 'Secret-123', 'login-role': 'admin' });
});

test('when a field still holds what the server rendered, then it is not reported (the form keeps its own default)', () => {
  const { email, note } = serverSignInForm();
  email.value = 'offered@example.com';
  note.value = '';

  expect(readServerTyping('login-').values).toEqual({});
});

test("when fields are read, then only the prefix's ones, as often as a render asks, until the form on screen releases them", () => {
  const { email, other } = serverSignInForm();
  email.value = 'typed@example.com';
  other.value = 'Ana';

  const typed = readServerTyping('login-');
  expect(typed.values).toEqual({ 'login-email': 'typed@example.com' });
  // A render React dropped and did again reads the same.
  expect(readServerTyping('login-').values).toEqual({ 'login-email': 'typed@example.com' });
  releaseServerTyping(typed);
  expect(readServerTyping('login-').values).toEqual({});
  expect(readServerTyping('contact-').values).toEqual({ 'contact-name': 'Ana' });
});

test('when the visitor was typing in the password, then focus and caret are reported and put back on the new field', () => {
  const { root, password } = serverSignInForm();
  password.focus();
  password.value = 'Secret-123';
  password.setSelectionRange(3, 6);

  const typed = readServerTyping('login-');
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

  const typed = readServerTyping('login-');
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

  expect(readServerTyping('login-').focus).toBeUndefined();
});

test('when the visitor sent the form in the server HTML, even while the app was rendering, then the app sends its own form once, after taking over', () => {
  const { root, email } = serverSignInForm();
  email.value = 'typed@example.com';
  const typed = readServerTyping('login-');
  // Sent after the app's render took the fields, before that render was on screen: what the gateway's
  // start-up script does with a form sent before the app took over.
  email.form!.setAttribute('data-sent-early', '');

  replaceWithApp(root, '<form id="app-form"><input id="login-email" type="email"></form>');
  const sent = formsSent();
  sendFormSentEarly(typed);
  sendFormSentEarly(typed);
  expect(sent).toEqual([document.getElementById('app-form')]);
});

test('when the form has a heading with an id before its fields (the contact form), then the app still finds its form and sends it once', () => {
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = `<form aria-labelledby="form-title"><h2 id="form-title">Send us a message</h2><input id="contact-name"></form>`;
  keepServerFields(root);
  const typed = readServerTyping('contact-');
  root.querySelector('form')!.setAttribute('data-sent-early', '');

  replaceWithApp(root, '<form id="app-contact-form"><h2 id="form-title">Send us a message</h2><input id="contact-name"></form>');
  const sent = formsSent();
  sendFormSentEarly(typed);
  expect(sent).toEqual([document.getElementById('app-contact-form')]);
});

test('when the app hydrated the server form (the same element), then it sends it once and the mark is gone', () => {
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = `<form id="hydrated-form"><h2 id="hydrated-title">Title</h2><input id="hydrated-name"></form>`;
  keepServerFields(root);
  const typed = readServerTyping('hydrated-');
  const form = document.getElementById('hydrated-form')!;
  form.setAttribute('data-sent-early', '');

  const sent = formsSent();
  sendFormSentEarly(typed);
  sendFormSentEarly(typed);
  expect(sent).toEqual([form]);
  expect(form.hasAttribute('data-sent-early')).toBe(false);
});

test('when the visitor only typed, then nothing is sent', () => {
  const { root, email } = serverSignInForm();
  email.value = 'typed@example.com';

  const typed = readServerTyping('login-');

  replaceWithApp(root, '<form><input id="login-email" type="email"></form>');
  const sent = formsSent();
  sendFormSentEarly(typed);
  expect(sent).toEqual([]);
});

test("when the visitor typed on after the form read the server HTML, before it was on screen, then the app's form gets that too (its state, not only the field)", async () => {
  const { root, email, role } = serverSignInForm();
  email.value = 'ty';
  const typed = readServerTyping('login-');
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

test("when the app hydrates the served form and the visitor typed on after its first render read it, then the form's state gets that too, with the caret where it was", async () => {
  const root = document.body.appendChild(document.createElement('div'));
  // The server HTML as React renders it (controlled fields with their server values).
  root.innerHTML =
    '<form><input id="late-name" value=""/><select id="late-role"><option value="user" selected="">User</option><option value="admin">Admin</option></select></form>';
  keepServerFields(root);
  const name = document.getElementById('late-name') as HTMLInputElement;
  name.value = 'As';

  let state = { name: '', role: '' };
  let typedOnDuringRender = false;
  let caret: (number | null)[] = [];
  function AppForm() {
    const [typed] = useState(() => readServerTyping('late-'));
    const [value, setValue] = useState(typed.values['late-name'] ?? '');
    const [role, setRole] = useState(typed.values['late-role'] ?? 'user');
    // The visitor goes on typing between the render that read the fields and the hydration of the field.
    if (!typedOnDuringRender) {
      typedOnDuringRender = true;
      name.value = 'Asha';
      name.focus();
      name.setSelectionRange(2, 2);
      (document.getElementById('late-role') as HTMLSelectElement).value = 'admin';
    }
    useLayoutEffect(() => {
      applyLateTyping(typed);
      caret = [name.selectionStart, name.selectionEnd];
    }, [typed]);
    state = { name: value, role };
    return (
      <form>
        <input id="late-name" value={value} onChange={(e) => setValue(e.target.value)} />
        <select id="late-role" value={role} onChange={(e) => setRole(e.target.value)}>
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </select>
      </form>
    );
  }
  const errors: unknown[] = [];
  let app!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    app = hydrateRoot(root, <AppForm />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(document.getElementById('late-name')).toBe(name); // hydrated: the same element
  expect(state).toEqual({ name: 'Asha', role: 'admin' });
  expect(name.value).toBe('Asha');
  // Where it was once the typing is told (jsdom then moves it when React updates the default value; a
  // browser does not).
  expect(caret).toEqual([2, 2]);
  await act(async () => app.unmount());
});

test('when React drops the first render of the form and does it again (a sibling suspended), then the form still starts from what was typed', async () => {
  const { root, email } = serverSignInForm();
  email.value = 'typed@example.com';

  let shown = '';
  function AppForm() {
    const typed = useServerTyping('login-');
    const [value, setValue] = useState(typed.values['login-email'] ?? '');
    shown = value;
    return <input id="login-email" type="email" value={value} onChange={(e) => setValue(e.target.value)} />;
  }
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let open = false;
  void gate.then(() => (open = true));
  function Gate() {
    if (!open) throw gate;
    return null;
  }
  root.innerHTML = '';
  const app = createRoot(root);
  await act(async () =>
    app.render(
      <Suspense fallback={null}>
        <AppForm />
        <Gate />
      </Suspense>,
    ),
  );
  expect(document.getElementById('login-email')).toBeNull(); // nothing committed yet
  await act(async () => release());
  expect(shown).toBe('typed@example.com');
  expect((document.getElementById('login-email') as HTMLInputElement).value).toBe('typed@example.com');
  await act(async () => app.unmount());
});

test("when React's hydration already gave a field the typed text as its default (in a render it dropped), then a render done again still reads the text as typed", () => {
  const { email, role } = serverSignInForm();
  email.value = 'typed@example.com';
  role.value = 'admin';
  const typed = { 'login-email': 'typed@example.com', 'login-role': 'admin' };
  expect(readServerTyping('login-').values).toEqual(typed);
  // What hydrating the fields does to them, in the render React then dropped.
  email.defaultValue = 'typed@example.com';
  role.querySelector<HTMLOptionElement>('option[value="admin"]')!.defaultSelected = true;

  expect(readServerTyping('login-').values).toEqual(typed);
});

test('when the visitor moved to another field after the form read the server HTML, then focus is put back where it is now', () => {
  const { root, email, password } = serverSignInForm();
  email.focus();
  const typed = readServerTyping('login-');
  // While the app's first render is done in slices, the server HTML still on screen.
  password.focus();
  password.value = 'Sec';

  replaceWithApp(root, '<input id="login-email" type="email"><input id="login-password" type="password" value="Sec">');
  restoreServerFocus(typed);
  expect(document.activeElement).toBe(document.getElementById('login-password'));
});
