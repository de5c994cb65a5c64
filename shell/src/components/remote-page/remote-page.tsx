import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { invalidateRemote, loadRemotePages, peekRemotePages } from '../../lib/federation/load-remote-pages';
import type { PageName, PagesModule, RemoteName } from '../../lib/federation/remote-names';
import { PageSkeleton } from './page-skeleton';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import './remote-page.css';

type LoadState = { status: 'loading' } | { status: 'ready'; pages: PagesModule } | { status: 'failed' };

function initialState(remote: RemoteName): LoadState {
  const pages = peekRemotePages(remote);
  return pages ? { status: 'ready', pages } : { status: 'loading' };
}

export interface RemotePageProps<R extends RemoteName> {
  remote: R;
  page: PageName<R>;
}

/**
 * One route's slot filled by a page of a remote. Loads the remote on first visit; on a failed
 * load or a crash shows the fallback with a Retry that really loads again.
 */
export function RemotePage<R extends RemoteName>({ remote, page }: RemotePageProps<R>) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(remote));

  useEffect(() => {
    let active = true;
    const known = peekRemotePages(remote);
    if (known) {
      setState({ status: 'ready', pages: known });
      return;
    }
    setState({ status: 'loading' });
    loadRemotePages(remote).then(
      (pages) => active && setState({ status: 'ready', pages }),
      (error: unknown) => {
        console.warn(`Remote ${remote} is unavailable:`, error instanceof Error ? error.message : error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, attempt]);

  const retry = () => {
    invalidateRemote(remote);
    setAttempt((value) => value + 1);
  };

  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  const Page = state.pages[page];
  if (!Page) return <RemoteFallback onRetry={retry} />;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry} resetKey={pathname}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
