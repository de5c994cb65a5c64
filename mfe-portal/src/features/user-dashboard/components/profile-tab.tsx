import { Link } from 'react-router-dom';
import { useApiQuery } from '@agency/query';
import { Alert, Button, buttonClass, Card, Skeleton } from '@agency/ui';
import { getProfile } from '../api/get-profile';

export function ProfileTab({ userId }: { userId: string }) {
  const profile = useApiQuery(['portal', 'profile', userId], (signal) => getProfile(userId, signal), { fresh: true });
  return (
    <Card className="portal-panel">
      <div className="portal-panel__head">
        <h2 className="card__title">Profile</h2>
        <Link to="/edit-profile" className={buttonClass('secondary', 'sm')}>
          Edit profile
        </Link>
      </div>
      {profile.status === 'loading' && (
        <div className="stack" role="status" aria-label="Loading profile">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      )}
      {profile.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={profile.reload}>
              Try again
            </Button>
          }
        >
          Failed to fetch profile
        </Alert>
      )}
      {profile.status === 'success' && (
        <dl className="portal-fields">
          <div className="portal-fields__row">
            <dt>Name</dt>
            <dd>{profile.data.name}</dd>
          </div>
          <div className="portal-fields__row">
            <dt>Email</dt>
            <dd>{profile.data.email || 'No email provided'}</dd>
          </div>
          <div className="portal-fields__row">
            <dt>Phone</dt>
            <dd>{profile.data.phone || <span className="text-muted">Not provided</span>}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
