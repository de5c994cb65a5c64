import type { ReactNode } from 'react';
import { Button } from '@agency/ui';
import { useAccountSwitch } from '@agency/web-kit';
import { AuthCard } from '../components/auth-card/auth-card';

/**
 * When another tab signs in as a different account, the pages open here still hold the previous
 * account's data and drafts: they are taken off screen (unmounted, so nothing of theirs is sent) until
 * the person reloads the tab as the new account.
 */
export function AccountSwitchBlock({ children }: { children: ReactNode }) {
  const switched = useAccountSwitch();
  if (!switched) return <>{children}</>;
  const who = switched.userName || switched.userEmail;
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
