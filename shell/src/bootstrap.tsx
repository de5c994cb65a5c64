import '@agency/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { remotePageAt } from './app/router';
import { preloadRemotePage } from './lib/federation/load-remote-pages';

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
  const ready = preloadRemotePage(opened.remote, opened.page).catch(() => {
    // The slot reports the failure with its fallback and Retry; the first render need not wait.
  });
  return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void pageReady().then(() => createRoot(container).render(<App />));
