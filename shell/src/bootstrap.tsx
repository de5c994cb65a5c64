import '@agency/ui/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getSession } from '@agency/web-kit/base';
import { App } from './app/app';
import type { RouteObject } from 'react-router-dom';
import { setPublishedLinks } from './lib/published-links';
import { buildRoutes, ownPageAt, remotePageAt } from './app/router';
import { ensureRemotesRegistered } from './lib/federation/remote-registry';
import { loadSignedIn } from './app/use-signed-in';
import { setDefaultBeforeRetry } from '@agency/mf-config/remote-page';
import { preloadRemotePage, stopIfReleasedRemoteFile } from './lib/federation/load-remote-pages';
import { mayBeShellFile, reloadIfShellReleased } from './lib/shell-release';
import { withTimeout } from './lib/with-timeout';
import { SERVER_LAYOUT_STYLE_ID, SERVER_PAGE_STYLE_ID } from '@agency/contracts/browser';

/**
 * How long the first render waits for the opened page's remote and code. Within it the visitor gets the
 * page in one render (no skeleton, then the page: one render and layout fewer on the critical path);
 * past it, the shell renders with the page's skeleton and the page follows when it arrives. A remote
 * that fails fails fast, so its fallback is not delayed.
 */
const FIRST_RENDER_WAIT_MS = 1000;
/**
 * With the page's server HTML on screen (its CSS, #prerendered-style, is in #root) the visitor has the page
 * already: the first render waits longer for the page's code rather than replace that page with its
 * skeleton and then the page again (a flash, and a layout shift Lighthouse counted on a slow run).
 */
const SERVER_HTML_WAIT_MS = 10_000;

/** How the console names a part of the server HTML that the app could not hydrate. */
const HYDRATION_MISMATCH = 'The server HTML did not match the app';

/** The opened page's code (and a signed-in person's menu), or the end of the wait. */
function pageReady(routes: RouteObject[]): Promise<void> {
  const { pathname } = window.location;
  const opened = remotePageAt(routes, pathname);
  // Someone signed in gets the account menu in the first render too (a visitor never loads its code).
  const signedIn = getSession() ? loadSignedIn() : undefined;
  const ready = Promise.all([opened && preloadRemotePage(opened.remote, opened.page), ownPageAt(routes, pathname)?.preload(), signedIn]);
  // Only for a visitor: the server HTML is a visitor's page (its links, no account menu).
  const wait = !signedIn && document.getElementById(SERVER_PAGE_STYLE_ID) ? SERVER_HTML_WAIT_MS : FIRST_RENDER_WAIT_MS;
  return withTimeout(ready, wait, 'first page is slow').then(
    () => undefined,
    // Slow: the skeleton (or the server HTML) shows meanwhile. Failed: the slot shows its fallback and Retry. Either way, render.
    () => undefined,
  );
}

/**
 * The rest in a task of its own: this module's evaluation (with react-dom's and the router's) has just taken
 * one, and the page's remote starting (its own federation runtime, asked for by `pageReady`) in the same task
 * made one task of 150-230 ms at 4x CPU, which a keystroke in the server HTML's form waited for.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React drew a part anew because the server HTML did not match the app there (the visitor sees the same page;
 * it costs a render). Said in the console, where the e2e tests look for it.
 */
function reportHydrationMismatch(error: unknown): void {
  console.warn(`${HYDRATION_MISMATCH}:`, error instanceof Error ? error.message : error);
}

// Every front end's code loads stop trying a file once its remote (or the shell) turns out to be released.
setDefaultBeforeRetry(async (error) => {
  await stopIfReleasedRemoteFile(error);
  if (mayBeShellFile(error) && (await reloadIfShellReleased())) throw new Error('the shell was released: reloading the page');
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// For a visitor, a transition: React renders the page in slices of a few milliseconds, yielding to the
// browser between them, instead of one task as long as the whole page (a long task is what a phone's
// visitor feels as a page that does not answer, and what Total Blocking Time counts); the server HTML,
// which is the visitor's page, shows and works meanwhile. Someone signed in gets their own page in one
// go: the server HTML's links are a visitor's (Get Service leads to sign-in), so it must not stay
// clickable between slices.
// The routes come with the remotes' config (inlined in the page: no round trip); without it (unreadable)
// the shell mounts its own pages only, and a remote's URL shows the unknown-page notice.
void ensureRemotesRegistered()
  .then(
    (remotes) => [...remotes.values()],
    () => [],
  )
  .then(async (remotes) => {
    await nextTask();
    setPublishedLinks(remotes);
    const routes = buildRoutes(remotes);
    await pageReady(routes);
    const app = <App routes={routes} />;
    // A page's server HTML in the shell's layout (gateway/src/server-layout.ts) is the app's own markup, as the
    // app's first render draws it for anyone (a session shows from the render after it: useSession's server
    // snapshot): React hydrates it in place, so what was typed, focus and scroll stay and nothing is drawn
    // again. A part that does not match is drawn anew by React; a page whose code is still coming keeps its
    // server HTML until it arrives (its Suspense boundary stays dehydrated).
    if (document.getElementById(SERVER_LAYOUT_STYLE_ID)) {
      const hydrate = () => {
        hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
      };
      if (getSession()) hydrate();
      else startTransition(hydrate);
      return;
    }
    const root = createRoot(container);
    if (getSession()) root.render(app);
    else startTransition(() => root.render(app));
  });
