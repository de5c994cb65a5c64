/**
 * @jest-environment ./scripts/jest/jsdom-environment.mjs
 */
// The list hook over the query cache keeps the web kit's list states, and a change taken out of the cache
// shows at once with the count that goes with it.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { clearSession, saveSession, type CursorPage, type UseCursorListResult } from '@agency/web-kit';
import { createQueryClient, QueryClientProvider, removeFromCursorPages, useCursorQuery } from '../src';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Row = { id: string };
const KEY = ['test', 'rows'];
const page = (ids: string[], nextCursor: string | null, total: number): CursorPage<Row> => ({
  items: ids.map((id) => ({ id })),
  nextCursor,
  total,
});

/** Renders a list over `loadPage` and hands back what the hook returned last. */
async function renderList(loadPage: (cursor: string | null) => Promise<CursorPage<Row>>) {
  const client = createQueryClient();
  const seen: { current?: UseCursorListResult<Row> } = {};
  function List() {
    seen.current = useCursorQuery(KEY, (cursor) => loadPage(cursor));
    return null;
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <List />
      </QueryClientProvider>,
    ),
  );
  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  await settle();
  return { client, list: () => seen.current!, settle, unmount: () => act(() => root.unmount()) };
}

test('when a later page fails, then the rows shown stay and the failure is the Load more error', async () => {
  const view = await renderList(async (cursor) => {
    if (cursor) throw new Error('Failed to fetch requests');
    return page(['a', 'b'], 'next', 3);
  });
  expect(view.list()).toMatchObject({ status: 'success', total: 3, hasMore: true, moreError: null });
  await act(async () => view.list().loadMore());
  await view.settle();
  expect(view.list()).toMatchObject({ status: 'success', data: [{ id: 'a' }, { id: 'b' }], total: 3 });
  expect(view.list().moreError?.message).toBe('Failed to fetch requests');
  await view.unmount();
});

test('when Load more succeeds, then the next page is appended and the list ends at its last page', async () => {
  const view = await renderList(async (cursor) => (cursor ? page(['c'], null, 3) : page(['a', 'b'], 'next', 3)));
  await act(async () => view.list().loadMore());
  await view.settle();
  expect(view.list()).toMatchObject({ status: 'success', data: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], hasMore: false });
  await view.unmount();
});

test('when Load more is pressed while the list is read again, then the press waits for it and the next page is appended once', async () => {
  let release: () => void = () => {};
  const asked: Array<string | null> = [];
  const view = await renderList(async (cursor) => {
    asked.push(cursor);
    if (cursor) return page(['c'], null, 3);
    if (asked.length > 1) await new Promise<void>((resolve) => (release = resolve)); // the reload is slow
    return page(['a', 'b'], 'next', 3);
  });
  await act(async () => view.list().reload());
  await view.settle();
  expect(view.list().refreshing).toBe(true);
  await act(async () => view.list().loadMore());
  expect(view.list().loadingMore).toBe(true);

  await act(async () => release());
  await view.settle();
  expect(view.list()).toMatchObject({
    status: 'success',
    data: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
    hasMore: false,
    loadingMore: false,
  });
  expect(asked).toEqual([null, null, 'next']);
  await view.unmount();
});

test('when a row is taken out of the cached list, then it leaves the rows at once and the count drops by one', async () => {
  const view = await renderList(async () => page(['a', 'b'], null, 2));
  let removed = 0;
  await act(async () => {
    removed = removeFromCursorPages<Row>(view.client, KEY, (row) => row.id === 'a');
  });
  await view.settle();
  expect(removed).toBe(1);
  expect(view.list()).toMatchObject({ status: 'success', data: [{ id: 'b' }], total: 1 });
  await view.unmount();
});

test('when another account signs in, then the answers cached for the previous one are gone', () => {
  const login = (id: string) =>
    saveSession({ token: `t-${id}`, role: 'admin', firstLogin: false, user: { id, name: id, email: `${id}@example.com` } } as never);
  login('first');
  const client = createQueryClient();
  client.setQueryData(KEY, page(['a'], null, 1));
  login('second');
  expect(client.getQueryData(KEY)).toBeUndefined();
  clearSession();
});

test('when the key changes with keepPrevious, then the last list stays on screen as refreshing until the new one has loaded', async () => {
  const client = createQueryClient();
  const releases: Array<() => void> = [];
  const seen: { current?: UseCursorListResult<Row> } = {};
  function Filtered({ filter }: { filter: string }) {
    seen.current = useCursorQuery(
      [...KEY, filter],
      async () => {
        if (filter !== 'first') await new Promise<void>((resolve) => releases.push(resolve)); // the new filter is slow
        return page([`${filter}-1`], null, 1);
      },
      { keepPrevious: true },
    );
    return null;
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  const show = (filter: string) =>
    act(async () =>
      root.render(
        <QueryClientProvider client={client}>
          <Filtered filter={filter} />
        </QueryClientProvider>,
      ),
    );
  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  await show('first');
  await settle();
  expect(seen.current).toMatchObject({ status: 'success', data: [{ id: 'first-1' }], refreshing: false });

  await show('second');
  await settle();
  expect(seen.current).toMatchObject({ status: 'success', data: [{ id: 'first-1' }], refreshing: true });
  await act(async () => releases.forEach((release) => release()));
  await settle();
  expect(seen.current).toMatchObject({ status: 'success', data: [{ id: 'second-1' }], refreshing: false });
  await act(() => root.unmount());
});
