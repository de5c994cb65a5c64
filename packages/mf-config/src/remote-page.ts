// How a remote declares a page in its './pages' module: code split like React.lazy, plus `preload`,
// so the shell can fetch the page of the URL being opened together with the remote, before it renders.
import { createElement, lazy, use, type ComponentType } from 'react';
import { loadWithRetry, type RetryOptions } from './load-with-retry';
import type { RemotePage } from './remote-pages';

export { CODE_LOAD_TRIES, isTimeout, loadWithRetry, RETRY_PAUSES_MS, setDefaultBeforeRetry, type RetryOptions } from './load-with-retry';

type PageModule = { default: ComponentType };

export function remotePage(load: () => Promise<PageModule>): RemotePage {
  let Loaded: ComponentType | undefined;
  let attempt: Promise<PageModule> | undefined;
  let failed = false;

  const start = (options?: RetryOptions) => {
    failed = false;
    const current = loadWithRetry(load, options).then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    attempt = current;
    return current;
  };

  // Only an explicit call after a failure (the shell's Retry) starts a new attempt.
  const preload = (options?: RetryOptions) => (attempt && !failed ? attempt : start(options));

  // Once loaded (or preloaded) the page renders at once; before that it suspends on the one attempt. A
  // failed attempt is remembered, as React.lazy does: the render throws it to the nearest error boundary.
  // Starting a new download on each render instead would loop (every failure re-renders).
  function Page() {
    const Component = Loaded ?? use(attempt ?? start()).default;
    return createElement(Component);
  }
  return Object.assign(Page, { preload });
}

/**
 * React.lazy whose code is tried up to three times (see loadWithRetry): for parts of a page that load
 * after it (a sub-page of the admin area, a carousel). A final failure reaches the error boundary; the
 * shell's Retry then loads the remote afresh, and with it a new lazy component.
 */
export function lazyWithRetry(load: () => Promise<PageModule>): ComponentType {
  return lazy(() => loadWithRetry(load));
}
