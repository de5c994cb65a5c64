import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  invalidateRemote,
  loadRemotePage,
  peekRemotePage,
  RemoteReleased,
  remoteWasReleased,
} from '../../lib/federation/load-remote-pages';
import type { PageName, PagesModule, RemoteName } from '../../lib/federation/remote-names';
import { remoteEntryUrl } from '../../lib/federation/remote-registry';
import { loadedRelease } from '../../lib/federation/remote-releases';
import { isChunkLoadError, reportCodeFailure } from '../../lib/report-code-failure';
import { PageSkeleton } from './page-skeleton';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { ServerStylesGone } from './server-styles-gone';
import { RemoteFallback } from './remote-fallback';
import './remote-page.css';

type LoadState = { status: 'loading' } | { status: 'ready'; pages: PagesModule } | { status: 'failed' };

function initialState<R extends RemoteName>(remote: R, page: PageName<R>): LoadState {
  const pages = peekRemotePage(remote, page);
  return pages ? { status: 'ready', pages } : { status: 'loading' };
}

function report(remote: RemoteName, error: unknown): void {
  void remoteEntryUrl(remote)
    .catch(() => undefined)
    .then((manifest) => reportCodeFailure(remote, manifest ? loadedRelease(manifest) : 'unknown', error));
}

export interface RemotePageProps<R extends RemoteName> {
  remote: R;
  page: PageName<R>;
}

/**
 * One route's slot filled by a page of a remote. Loads the remote and the page's code on first visit
 * (bounded tries, see load-remote-pages.ts); on a failed load or a crash shows the fallback with a Retry
 * that really loads again. A part of the page that fails to load later (an admin sub-page) because the
 * remote was released meanwhile makes the slot load the new release instead, once per release.
 */
export function RemotePage<R extends RemoteName>({ remote, page }: RemotePageProps<R>) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(remote, page));
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    let active = true;
    const known = peekRemotePage(remote, page);
    if (known) {
      // The same state when the first render had these pages already: a new one would re-render the slot
      // while React still hydrates the page in slices, and make it hydrate the whole page in one long task.
      setState((current) => (current.status === 'ready' && current.pages === known ? current : { status: 'ready', pages: known }));
      return;
    }
    setState({ status: 'loading' });
    loadRemotePage(remote, page).then(
      (pages) => active && setState({ status: 'ready', pages }),
      (error: unknown) => {
        console.warn(`Remote ${remote} is unavailable:`, error instanceof Error ? error.message : error);
        report(remote, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, page, attempt]);

  const retry = () => {
    invalidateRemote(remote);
    setAttempt((value) => value + 1);
  };

  const onError = (error: Error) => {
    // A part of the page stopped its tries: the remote was released. Load the new release.
    if (error instanceof RemoteReleased) return retry();
    if (!isChunkLoadError(error)) return;
    report(remote, error);
    setChecking(true);
    void remoteWasReleased(remote).then((released) => {
      setChecking(false);
      // The remote's manifest is then the new one, so the same check cannot say "released" twice in a row.
      if (released) retry();
    });
  };

  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  const Page = state.pages[page];
  if (!Page) return <RemoteFallback onRetry={retry} />;
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={retry}
      resetKey={pathname}
      onError={onError}
      pending={checking ? <PageSkeleton /> : undefined}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
        <ServerStylesGone />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
