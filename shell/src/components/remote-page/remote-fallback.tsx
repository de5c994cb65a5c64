import { Button } from '@agency/ui/base';
import { ServerStylesGone } from './server-styles-gone';

/** What a visitor sees in place of a section whose remote is down; the rest of the site keeps working. */
export function RemoteFallback({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="container remote-fallback-wrap">
      <ServerStylesGone />
      <div className="remote-fallback" role="alert">
        <svg className="remote-fallback__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
          <path
            d="M12 3 2 20h20L12 3Zm0 6v5m0 3h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="remote-fallback__title">This section is currently unavailable.</p>
        <p className="remote-fallback__text">We couldn't load this part of the site. Check your connection and try again.</p>
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </div>
    </div>
  );
}
