import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@agency/ui/base';

/**
 * Spec: "Back to Team" goes back in history. Opened from a shared link or a new tab there is no page
 * of ours to go back to (React Router marks that first entry with the key 'default'), so it goes to
 * the team page instead of leaving the site.
 */
export function BackToTeamButton({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(`/team/${slug}`);
  };
  return (
    <Button variant="secondary" size="sm" onClick={back} className="member-profile__back">
      <span aria-hidden="true">←</span> Back to Team
    </Button>
  );
}
