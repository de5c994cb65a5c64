import { Navigate, useLocation } from 'react-router-dom';

export const NO_SUCH_PAGE = 'The page you asked for does not exist.';

interface UnknownPathState {
  unknownPath?: boolean;
}

/**
 * Any other path leads to / (spec). The gateway still answers such a URL 404 with a "Page not found"
 * page (crawlers, no JavaScript); here the URL is replaced, so Back does not return to it.
 */
export function UnknownPath() {
  return <Navigate to="/" replace state={{ unknownPath: true } satisfies UnknownPathState} />;
}

/** The one line that says why the visitor is on the home page; it belongs to that arrival only. */
export function UnknownPathNotice() {
  const { state } = useLocation();
  if (!(state as UnknownPathState | null)?.unknownPath) return null;
  return (
    <div className="container">
      <p role="status" className="unknown-path-notice">
        {NO_SUCH_PAGE}
      </p>
    </div>
  );
}
