import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { remotePage } from '../src/remote-page';

function Greeting() {
  return <p>Hello from the remote</p>;
}

/** A page loader that counts its calls and fails the first `failures` of them. */
function loader(failures = 0) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    if (calls.count <= failures) throw new Error('chunk failed to download');
    return { default: Greeting };
  };
  return { load, calls };
}

const inSuspense = (Page: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>,
  );

test('when a page is rendered before its code has loaded, then the Suspense fallback shows and the code is requested once', () => {
  const { load, calls } = loader();
  const Page = remotePage(load);
  expect(inSuspense(Page)).toContain('Loading…');
  expect(calls.count).toBe(1);
});

test('when a page was preloaded, then it renders at once without a fallback, and its code loaded once', async () => {
  const { load, calls } = loader();
  const Page = remotePage(load);
  await Promise.all([Page.preload(), Page.preload()]);
  const html = inSuspense(Page);
  expect(html).toContain('Hello from the remote');
  expect(html).not.toContain('Loading…');
  expect(calls.count).toBe(1);
});

test('when loading the code fails, then the failure is not remembered: the next attempt loads again', async () => {
  const { load, calls } = loader(1);
  const Page = remotePage(load);
  await expect(Page.preload()).rejects.toThrow('chunk failed to download');
  await Page.preload();
  expect(inSuspense(Page)).toContain('Hello from the remote');
  expect(calls.count).toBe(2);
});
