import { Link } from 'react-router-dom';
import { buttonClass } from '@agency/ui/base';
import { NEW_REQUEST_PATH, useNewRequestTarget } from '../../../lib/use-new-request-target';

/** Into the request form when signed in, via sign-in otherwise (spec section 2), saying which it will be. */
export function ServiceCta({ serviceTitle, compact }: { serviceTitle: string; compact?: boolean }) {
  const target = useNewRequestTarget()(serviceTitle);
  const signedIn = target.to !== '/login';
  const staff = signedIn && !target.to.startsWith(NEW_REQUEST_PATH);
  return (
    <div className={compact ? 'service-cta service-cta--compact' : 'service-cta'}>
      <Link {...target} className={buttonClass('gradient')}>
        Get Service<span className="visually-hidden">: {serviceTitle}</span>
      </Link>
      <span className="service-cta__note">
        {staff ? (
          'Requests are placed from a customer account; this opens your own area.'
        ) : signedIn ? (
          'Opens the request form in your dashboard.'
        ) : (
          <>
            Sign in to send a request. New here? <Link to="/signup">Create an account</Link>.
          </>
        )}
      </span>
    </div>
  );
}
