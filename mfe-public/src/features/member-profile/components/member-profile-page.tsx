import { useNavigate } from 'react-router-dom';
import { Button } from '@agency/ui';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function MemberProfilePage() {
  const navigate = useNavigate();
  return (
    <>
      <PlaceholderPage eyebrow="Team member" title="Member profile">
        The full profile of this team member is on its way.
      </PlaceholderPage>
      <div className="container section--tight">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Back to Team
        </Button>
      </div>
    </>
  );
}
