import { Link } from 'react-router-dom';
import { AGENCY_NAME } from '../../config/site';

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className="brand" onClick={onNavigate} aria-label={`${AGENCY_NAME} home`}>
      <span className="brand__mark" aria-hidden="true">
        {AGENCY_NAME.charAt(0)}
      </span>
      <span className="brand__name">{AGENCY_NAME}</span>
    </Link>
  );
}
