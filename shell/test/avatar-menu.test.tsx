/**
 * @jest-environment ./scripts/jest/jsdom-environment.mjs
 */
// The account menu offers each place once: a member's threads are on their home, so the unread count
// sits on "User Dashboard" there instead of a second item going to the same page.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { Session } from '@agency/web-kit/base';
import { AvatarMenu } from '../src/components/layout/avatar-menu';

// The count the live channel would give (the hook opens an EventSource, which jsdom lacks).
jest.mock('@agency/web-kit', () => ({
  ...jest.requireActual('@agency/web-kit'),
  useUnreadThreads: () => ({ total: 2, countFor: () => 0 }),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

const session = (role: Session['role']) =>
  ({ token: 't', role, userName: 'Kai Keys', userEmail: 'kai@example.com', firstLogin: false }) as Session;

/** Opens the menu and answers its items as "text → where it goes". */
async function itemsFor(role: Session['role']) {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () =>
    root.render(
      <MemoryRouter>
        <AvatarMenu session={session(role)} onLogout={() => undefined} />
      </MemoryRouter>,
    ),
  );
  await act(async () => host.querySelector<HTMLButtonElement>('.avatar-menu__trigger')!.click());
  return Array.from(host.querySelectorAll('[role="menuitem"]')).map(
    (item) => `${item.textContent!.replace(/\s+/g, ' ').trim()} → ${item.getAttribute('href') ?? '(button)'}`,
  );
}

test('when a member opens the account menu, then each item goes somewhere else and the unread count is on User Dashboard', async () => {
  expect(await itemsFor('member')).toEqual([
    'User Dashboard2 unread → /member-home',
    'Edit Profile → /edit-profile',
    'Back To Home → /',
    'Logout → (button)',
  ]);
});

test('when a customer opens the account menu, then Messages with the unread count opens the request history', async () => {
  expect(await itemsFor('user')).toEqual([
    'User Dashboard → /user-dashboard',
    'Messages2 unread → /user-dashboard?section=history',
    'Edit Profile → /edit-profile',
    'Back To Home → /',
    'Logout → (button)',
  ]);
});
