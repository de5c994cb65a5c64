import { useEffect, useState, type ReactNode } from 'react';
import type { Session } from '@agency/web-kit/base';
import type { SignedInParts } from './use-signed-in';

/**
 * When another tab signs in as a different account, the pages open here still hold the previous
 * account's data and drafts: they are taken off screen (unmounted, so nothing of theirs is sent) until
 * the person reloads the tab as the new account. The watch and the notice come with the signed-in parts
 * of the chrome, loaded whenever someone is signed in.
 */
export function AccountSwitchBlock({ signedIn, children }: { signedIn: SignedInParts | undefined; children: ReactNode }) {
  const [switched, setSwitched] = useState<Session | null>(null);
  const watch = signedIn?.watchAccountSwitch;
  useEffect(() => watch?.(setSwitched), [watch]);
  if (!switched || !signedIn) return <>{children}</>;
  return <signedIn.AccountSwitchNotice session={switched} />;
}
