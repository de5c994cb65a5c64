import '@agency/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { remotePageAt } from './app/router';
import { setDefaultBeforeRetry } from '@agency/mf-config/remote-page';
import { preloadRemotePage, stopIfReleasedRemoteFile } from './lib/federation/load-remote-pages';
import { withTimeout } from './lib/with-timeout';

/**
 * How long the first render waits for the opened page's remote and code. Within it the visitor gets the
 * page in one render (no skeleton, then the page: one render and layout fewer on the critical path);
 * past it, the shell renders with the page's skeleton and the page follows when it arrives. A remote
 * that fails fails fast, so its fallback is not delayed.
 */
const FIRST_RENDER_WAIT_MS = 1000;

function pageReady(): Promise<void> {
  const opened = remotePageAt(window.location.pathname);
  if (!opened) return Promise.resolve();
  return withTimeout(preloadRemotePage(opened.remote, opened.page), FIRST_RENDER_WAIT_MS, 'first page is slow').catch(() => {
    // Slow: the skeleton shows meanwhile. Failed: the slot shows its fallback and Retry. Either way, render.
  });
}

// Every front end's code loads stop trying a remote's file once that remote turns out to be released.
setDefaultBeforeRetry(stopIfReleasedRemoteFile);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void pageReady().then(() => createRoot(container).render(<App />));
