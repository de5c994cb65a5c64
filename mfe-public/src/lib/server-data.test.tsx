/**
 * @jest-environment ./scripts/jest/jsdom-environment.mjs
 */
// The app's first render of a public page starts from the data its server HTML was rendered with, so React
// hydrates the page in place; a render React drops and does again must start from the same data.
import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TeamCounters } from '../features/team/components/team-counters';
import { SERVER_DATA_ELEMENT_ID, setServerData } from './server-data';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SERVED = { teamMembers: 12, departments: 3, clients: 7 };

/** The admin service's answer, as the app's request behind the server's copy gets it. */
function answerStats(stats: typeof SERVED) {
  globalThis.fetch = (async () =>
    new Response(JSON.stringify(stats), { status: 200, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
}

/** The figures as a screen reader gets them. */
const figures = (root: HTMLElement) => [...root.querySelectorAll('dd.visually-hidden')].map((element) => element.textContent);

test('when React drops its first hydrating render of /team and does it again, then the redone render starts from the server HTML’s figures: the counters are hydrated, not drawn anew', async () => {
  window.history.replaceState(null, '', '/team');
  const block = document.body.appendChild(document.createElement('script'));
  block.type = 'application/json';
  block.id = SERVER_DATA_ELEMENT_ID;
  block.textContent = JSON.stringify({ path: '/team', values: { stats: SERVED } });
  answerStats(SERVED);

  // A sibling that holds the first render back once (in the browser: anything that makes React restart a
  // render at hydration's low priority).
  let open = true;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  void gate.then(() => (open = true));
  function Gate() {
    if (!open) throw gate;
    return null;
  }
  const page = (
    <Suspense fallback={<p>Loading</p>}>
      <TeamCounters />
      <Gate />
    </Suspense>
  );
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = renderToString(page);
  expect(figures(root)).toEqual(['12+', '3+', '7+']);
  const served = root.querySelector('dl');

  open = false;
  const mismatches: unknown[] = [];
  const app = await act(async () => hydrateRoot(root, page, { onRecoverableError: (error) => mismatches.push(error) }));
  await act(async () => release());

  expect(mismatches).toEqual([]);
  expect(root.querySelector('dl')).toBe(served);
  expect(figures(root)).toEqual(['12+', '3+', '7+']);
  await act(async () => app.unmount());
});

test('when the visitor’s URL has a trailing slash (/team/), then the first render takes the data the server rendered /team with: hydrated, not drawn anew', async () => {
  // The server renders the path as the router spells it; the browser keeps the visitor's slash.
  window.history.replaceState(null, '', '/team');
  setServerData({ path: '/team', values: { stats: SERVED } });
  answerStats(SERVED);
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = renderToString(<TeamCounters />);
  const served = root.querySelector('dl');
  window.history.replaceState(null, '', '/team/');

  const mismatches: unknown[] = [];
  const app = await act(async () => hydrateRoot(root, <TeamCounters />, { onRecoverableError: (error) => mismatches.push(error) }));

  expect(mismatches).toEqual([]);
  expect(root.querySelector('dl')).toBe(served);
  expect(figures(root)).toEqual(['12+', '3+', '7+']);
  await act(async () => app.unmount());
});
