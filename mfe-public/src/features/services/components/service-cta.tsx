import { Link } from 'react-router-dom';
import { buttonClass } from '@agency/ui/base';
import { NEW_REQUEST_PATH, useNewRequestTarget } from '../../../lib/use-new-request-target';

/** Into the request form with this service chosen when signed in, via sign-in otherwise (spec section 2), saying which it will be. */
export function ServiceCta({ serviceTitle, compact }: { serviceTitle: string; compact?: boolean }) {
  const target = useNewRequestTarget();
  const signedIn = target !== '/login';
  const staff = signedIn && target !== NEW_REQUEST_PATH;
  // The form with this service chosen; a visitor's sign-in returns to it (the login page's `from`).
  const form = `${NEW_REQUEST_PATH}&service=${encodeURIComponent(serviceTitle)}`;
  return (
    <div className={compact ? 'service-cta service-cta--compact' : 'service-cta'}>
      <Link
        to={target === NEW_REQUEST_PATH ? form : target}
        state={signedIn ? undefined : { from: form }}
        className={buttonClass('gradient')}
      >
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
