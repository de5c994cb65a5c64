import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemotePage } from '@agency/mf-config';
import { isChunkLoadError, reportCodeFailure } from '../../lib/report-code-failure';
import { reloadIfShellReleased, shellRelease } from '../../lib/shell-release';
import { PageSkeleton } from './page-skeleton';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { ServerStylesGone } from './server-styles-gone';

/**
 * One of the shell's own lazily loaded pages (login, profile, …), declared with `remotePage` like a
 * remote's: its code is tried up to 3 times; then the same fallback as a remote's, whose Retry loads it
 * again. If the shell was released meanwhile, the page is reloaded once instead (shell-release.ts).
 */
export function OwnPage({ page: Page }: { page: RemotePage }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);

  const retry = () => {
    // A new download now; the remounted boundary's page then waits for it.
    Page.preload().catch(() => {
      // Its failure reaches the boundary through the render.
    });
    setAttempt((value) => value + 1);
  };

  const onError = (error: Error) => {
    if (!isChunkLoadError(error)) return;
    reportCodeFailure('shell', shellRelease(), error);
    setChecking(true);
    void reloadIfShellReleased().then((reloading) => {
      if (!reloading) setChecking(false);
    });
  };

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
