import { Button } from '@agency/ui/base';
import type { Session } from '@agency/web-kit/base';
import { AuthCard } from '../components/auth-card/auth-card';

/** What a tab shows once another tab has signed in to a different account (see account-switch-block.tsx). */
export function AccountSwitchNotice({ session }: { session: Session }) {
  const who = session.userName || session.userEmail;
  return (
    <AuthCard title={`You are now signed in as ${who}`} subtitle="Another tab of this browser signed in to a different account.">
      <div className="stack" role="alert">
        <p>This tab was showing the previous account’s pages; nothing typed here was sent. Reload it to continue as {who}.</p>
        <Button block onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </AuthCard>
  );
}
