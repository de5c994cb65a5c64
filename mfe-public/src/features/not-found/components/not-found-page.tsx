import { Link } from 'react-router-dom';
import { buttonClass, PageHeader } from '@agency/ui/base';
import { usePageTitle } from '@agency/web-kit/base';
import { NOT_FOUND_META } from '../../../page-meta/not-found';

/**
 * The branded "Page not found": an unknown path, team or member. The gateway answers such a URL with
 * HTTP 404 and this page's server HTML (its links serve a visitor without JavaScript); inside the app the
 * team pages show it, and the shell takes an unknown path to / instead.
 */
export function NotFoundView({ detail }: { detail?: string }) {
  return (
    <PageHeader eyebrow="404" title="Page not found" subtitle={detail ?? 'The link may be out of date, or the page may have moved.'}>
      <div className="row page-header__actions">
        <Link to="/" className={buttonClass('primary', 'sm')}>
          Go to the home page
        </Link>
        <Link to="/team" className={buttonClass('secondary', 'sm')}>
          Meet our team
        </Link>
      </div>
    </PageHeader>
  );
}

export default function NotFoundPage() {
  usePageTitle(NOT_FOUND_META.title);
  return <NotFoundView />;
}
