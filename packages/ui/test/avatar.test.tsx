/**
 * @jest-environment ./scripts/jest/jsdom-environment.mjs
 */
// A member's picture as every page shows it: the picture, or the initials in the same frame when there is
// none, when it fails to load in the app, and when it had already failed in the server HTML before the app.
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Avatar } from '../src/components/avatar';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root | undefined;
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

const avatar = (pic: string) => <Avatar className="card__pic" name="Priya Sharma" pic={pic} size={96} />;

/** Marks how the browser fared with the picture, as jsdom loads no images. */
function pictureState(img: HTMLImageElement, state: { complete: boolean; naturalWidth: number }) {
  Object.defineProperty(img, 'complete', { configurable: true, get: () => state.complete });
  Object.defineProperty(img, 'naturalWidth', { configurable: true, get: () => state.naturalWidth });
}

test('when there is no picture, then the initials in the frame, hidden from screen readers (the name is beside them)', () => {
  act(() => (root = createRoot(container)).render(avatar('')));
  const span = container.querySelector('span.card__pic.card__pic--placeholder')!;
  expect(span.textContent).toBe('PS');
  expect(span.getAttribute('aria-hidden')).toBe('true');
  expect(container.querySelector('img')).toBeNull();
});

test('when the picture fails to load in the app, then the initials take its place', () => {
  act(() => (root = createRoot(container)).render(avatar('/pic.png')));
  const img = container.querySelector('img')!;
  expect(img.getAttribute('data-initials')).toBe('PS'); // what the CSS draws over a broken picture before the app
  act(() => void img.dispatchEvent(new Event('error')));
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('.card__pic--placeholder')!.textContent).toBe('PS');
});

test('when the server HTML picture had failed before the app hydrated it, then the initials take its place', () => {
  container.innerHTML = renderToString(avatar('/gone.png'));
  pictureState(container.querySelector('img')!, { complete: true, naturalWidth: 0 });
  act(() => void (root = hydrateRoot(container, avatar('/gone.png'))));
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('.card__pic--placeholder')!.textContent).toBe('PS');
});

test('when the server HTML picture had loaded, or is still loading, then it stays', () => {
  for (const state of [
    { complete: true, naturalWidth: 96 },
    { complete: false, naturalWidth: 0 },
  ]) {
    container.innerHTML = renderToString(avatar('/fine.png'));
    pictureState(container.querySelector('img')!, state);
    act(() => void (root = hydrateRoot(container, avatar('/fine.png'))));
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/fine.png');
    act(() => root!.unmount());
    root = undefined;
  }
});
