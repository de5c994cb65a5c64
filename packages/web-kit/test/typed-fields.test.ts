// What a visitor typed into the server HTML before the app took over is what the app's form starts from.
import { installFakeDom, serverField, type FakeElement } from './fake-dom';
import { keepServerFields } from '../src/server-typing';
import { restoreServerFocus, takeServerTyping } from '../src/typed-fields';

const document = installFakeDom();

/** The server HTML of a sign-in form in a fresh #root, kept by the shell as its bootstrap does. */
function serverSignInForm() {
  const root = document.body.appendChild(document.createElement('div'));
  const email = root.appendChild(serverField(document, 'input', { id: 'login-email', type: 'email', value: 'offered@example.com' }));
  const password = root.appendChild(serverField(document, 'input', { id: 'login-password', type: 'password' }));
  const remember = root.appendChild(serverField(document, 'input', { id: 'login-remember', type: 'checkbox', value: 'on' }));
  const role = root.appendChild(serverField(document, 'select', { id: 'login-role' }, ['user', 'admin', 'member']));
  const note = root.appendChild(serverField(document, 'textarea', { id: 'login-note' }));
  const other = root.appendChild(serverField(document, 'input', { id: 'contact-name' }));
  keepServerFields(root as unknown as Element);
  return { root, email, password, remember, role, note, other };
}

/** The app's first render: the server HTML goes, the form comes back with fields of the same ids. */
function replaceWithApp(root: FakeElement, ids: Array<[string, 'input' | 'select', string]>) {
  root.textContent = '';
  return ids.map(([id, tag, type]) => root.appendChild(serverField(document, tag, { id, type })));
}

type Typable = FakeElement & {
  value: string;
  selectionStart: number;
  selectionEnd: number;
  setSelectionRange(start: number, end: number): void;
};

afterEach(() => {
  document.body.textContent = '';
  document.body.focus();
});

test('when a visitor typed into the server HTML, then the typed values are taken by id, the password included', () => {
  const { password, role, remember } = serverSignInForm();
  (password as Typable).value = 'Secret-123';
  (role as Typable).value = 'admin';
  (remember as unknown as { checked: boolean }).checked = true;

  expect(takeServerTyping('login-').values).toEqual({ 'login-password': 'Secret-123', 'login-role': 'admin' });
});

test('when a field still holds what the server rendered, then it is not reported (the form keeps its own default)', () => {
  const { email, note } = serverSignInForm();
  (email as Typable).value = 'offered@example.com';
  (note as Typable).value = '';

  expect(takeServerTyping('login-').values).toEqual({});
});

test("when fields are taken, then only the prefix's ones, and once", () => {
  const { email, other } = serverSignInForm();
  (email as Typable).value = 'typed@example.com';
  (other as Typable).value = 'Ana';

  expect(takeServerTyping('login-').values).toEqual({ 'login-email': 'typed@example.com' });
  expect(takeServerTyping('login-').values).toEqual({});
  expect(takeServerTyping('contact-').values).toEqual({ 'contact-name': 'Ana' });
});

test('when the visitor was typing in the password, then focus and caret are reported and put back on the new field', () => {
  const { root, password } = serverSignInForm();
  password.focus();
  (password as Typable).value = 'Secret-123';
  (password as Typable).setSelectionRange(3, 6);

  const typed = takeServerTyping('login-');
  expect(typed.focus).toEqual({ id: 'login-password', start: 3, end: 6 });

  const [, appPassword] = replaceWithApp(root, [
    ['login-email', 'input', 'email'],
    ['login-password', 'input', 'password'],
  ]) as Typable[];
  expect(document.activeElement).toBe(document.body);
  restoreServerFocus(typed);
  expect(document.activeElement).toBe(appPassword);
  expect([appPassword!.selectionStart, appPassword!.selectionEnd]).toEqual([3, 6]);
});

test('when the focused field has no caret to read (type=email), then focus alone is reported and put back', () => {
  const { root, email } = serverSignInForm();
  email.focus();

  const typed = takeServerTyping('login-');
  expect(typed.focus).toEqual({ id: 'login-email', start: null, end: null });

  const [appEmail] = replaceWithApp(root, [['login-email', 'input', 'email']]);
  restoreServerFocus(typed);
  expect(document.activeElement).toBe(appEmail);
});

test('when the visitor clicked away from the field before the app took over, then no focus is reported', async () => {
  const { email } = serverSignInForm();
  email.focus();
  email.blur();
  await Promise.resolve();

  expect(takeServerTyping('login-').focus).toBeUndefined();
});
