/**
 * @jest-environment ./scripts/jest/jsdom-environment.mjs
 */
// The top bar keeps the spec's title and says which section is open (every section used to read "Dashboard").
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { AdminLayout } from '../src/components/admin-layout/admin-layout';

jest.mock('../src/components/admin-layout/admin-layout.css', () => ({}));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

async function topBarAt(path: string) {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <AdminLayout>
          <h1>Page</h1>
        </AdminLayout>
      </MemoryRouter>,
    ),
  );
  const text = (selector: string) => host.querySelector(selector)!.textContent!.replace(/\s+/g, ' ').trim();
  return `${text('.admin__topbar-title')} | ${text('.admin__topbar-welcome')}`;
}

test('when the admin opens a section, then the top bar names it after the Dashboard title', async () => {
  expect(await topBarAt('/admin/users')).toBe('Dashboard › Team Management | Welcome, Admin');
});

test('when the admin opens a page inside a section, then the top bar names that section', async () => {
  expect(await topBarAt('/admin/service-requests/64b000000000000000000001')).toBe('Dashboard › Service Requests | Welcome, Admin');
});

test('when the admin is on the dashboard itself, then the top bar reads Dashboard only', async () => {
  expect(await topBarAt('/admin')).toBe('Dashboard | Welcome, Admin');
});
