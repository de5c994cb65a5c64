/**
 * @jest-environment ./scripts/jest/jsdom-environment.mjs
 */
// 'Load more' on a list read a page at a time: a press is answered even when it lands while the first
// page is being read again (the public team page refreshes its server-rendered page right after it mounts).
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useCursorList, type CursorPage, type UseCursorListResult } from '../src/use-cursor-list';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NAMES = ['Asha', 'Bina', 'Chetan', 'Deepa', 'Esha', 'Farhan'];
const PAGE = 2;

/** A server of NAMES, two per page; each answer waits until the test lets it go. */
function server() {
  const waiting: Array<() => void> = [];
  const asked: Array<string | null> = [];
  const loadPage = (cursor: string | null, signal: AbortSignal) => {
    asked.push(cursor);
    const from = cursor === null ? 0 : Number(cursor);
    const page: CursorPage<string> = {
      items: NAMES.slice(from, from + PAGE),
      nextCursor: from + PAGE < NAMES.length ? String(from + PAGE) : null,
      total: NAMES.length,
    };
    return new Promise<CursorPage<string>>((resolve, reject) => {
      waiting.push(() => resolve(page));
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  };
  const answerAll = async () => {
    while (waiting.length) await act(async () => waiting.shift()!());
  };
  return { loadPage, asked, answerAll };
}

let list: UseCursorListResult<string>;
function Team({
  loadPage,
  initialPage,
  refreshOnMount,
}: {
  loadPage: ReturnType<typeof server>['loadPage'];
  initialPage?: CursorPage<string>;
  refreshOnMount?: boolean;
}) {
  list = useCursorList(loadPage, [], { initialPage });
  const { reload } = list;
  useEffect(() => {
    if (refreshOnMount) reload();
  }, [refreshOnMount, reload]);
  return <p>{list.status === 'success' ? list.data.join(', ') : list.status}</p>;
}

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

test('when Load more is pressed, then the next page is appended and the count of shown rows grows', async () => {
  const api = server();
  await act(async () => root.render(<Team loadPage={api.loadPage} />));
  await api.answerAll();
  expect(host.textContent).toBe('Asha, Bina');

  act(() => list.loadMore());
  expect(list.loadingMore).toBe(true);
  await api.answerAll();
  expect(host.textContent).toBe('Asha, Bina, Chetan, Deepa');
  expect(list.loadingMore).toBe(false);
  expect(list.hasMore).toBe(true);
});

test('when Load more is pressed while the first page is read again, then the press waits for it and is answered once', async () => {
  const api = server();
  const served = { items: ['Asha', 'Bina'], nextCursor: '2', total: NAMES.length };
  await act(async () => root.render(<Team loadPage={api.loadPage} initialPage={served} refreshOnMount />));
  expect(list.refreshing).toBe(true);

  act(() => list.loadMore());
  act(() => list.loadMore()); // a second press while the first waits asks for nothing more
  expect(list.loadingMore).toBe(true);
  await api.answerAll();

  expect(host.textContent).toBe('Asha, Bina, Chetan, Deepa');
  expect(api.asked).toEqual([null, '2']);
  expect(list.loadingMore).toBe(false);
});

test('when the first page is read again while a further page is on its way, then that page is asked again of the new first page', async () => {
  const api = server();
  await act(async () => root.render(<Team loadPage={api.loadPage} />));
  await api.answerAll();

  act(() => list.loadMore());
  act(() => list.reload());
  await api.answerAll();

  expect(host.textContent).toBe('Asha, Bina, Chetan, Deepa');
  expect(api.asked).toEqual([null, '2', null, '2']);
});
