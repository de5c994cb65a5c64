import { Link, useParams } from 'react-router-dom';
import type { MemberProfile } from '@agency/contracts/browser';
import { Button, buttonClass, Spinner } from '@agency/ui/base';
import { usePageTitle } from '@agency/web-kit/base';
import { isApiError } from '@agency/web-kit/api';
import { useRequestFromServer } from '../../../lib/server-data';
import { getMemberProfile } from '../api/get-member-profile';
import { BackToTeamButton } from './back-to-team-button';
import { NotFoundView } from '../../not-found/components/not-found-page';
import { MemberProfileView } from './member-profile-view';
import { NOT_FOUND_META } from '../../../page-meta/not-found';
import { MEMBER_PROFILE_META, memberMeta } from '../../../page-meta/team';
import './member-profile.css';

/** /team/{slug}/{member_id}: 'Loading...' while fetching, 'Member not found.' on a failure (the not-found page on a 404). */
export default function MemberProfilePage() {
  const { slug = '', memberId = '' } = useParams();
  // From the server HTML: the profile, or null when there is no such member (the page answered 404).
  const member = useRequestFromServer<MemberProfile | null>('member', (signal) => getMemberProfile(memberId, signal), [memberId]);
  const notFound =
    (member.status === 'error' && isApiError(member.error) && member.error.status === 404) || (member.status === 'success' && !member.data);
  // The title (and the focus a navigation brings) waits for the heading that stays: the member's name.
  usePageTitle(
    member.status === 'loading'
      ? null
      : notFound
        ? NOT_FOUND_META.title
        : member.status === 'success' && member.data
          ? memberMeta(member.data.name, '').title
          : MEMBER_PROFILE_META.title,
  );

  if (notFound) return <NotFoundView detail="Member not found." />;
  return (
    <div className="container member-profile">
      <BackToTeamButton slug={slug} />
      {member.status === 'loading' && (
        <>
          <h1 className="visually-hidden">Team member profile</h1>
          <p className="member-profile__status" role="status">
            <Spinner label="" /> Loading...
          </p>
        </>
      )}
      {member.status === 'error' && (
        <div className="member-profile__missing">
          <h1 className="member-profile__missing-title">Member not found.</h1>
          <p className="text-muted">We couldn't load this profile right now.</p>
          <div className="row">
            <Button variant="primary" size="sm" onClick={member.reload}>
              Try again
            </Button>
            <Link to={`/team/${slug}`} className={buttonClass('secondary', 'sm')}>
              See the whole team
            </Link>
          </div>
        </div>
      )}
      {member.status === 'success' && member.data && <MemberProfileView member={member.data} />}
    </div>
  );
}
