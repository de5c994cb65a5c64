import type {
  AdminProfile,
  AdminProfileSaved,
  PasswordChangedResponse,
  UpdateAdminProfileBody,
  UpdatePasswordBody,
} from '@agency/contracts';
import { etagOf, type AuthClient } from '@agency/server-kit';

export interface OwnAccountDeps {
  accounts: Pick<AuthClient, 'getAccount' | 'updateAccount' | 'changePassword'>;
}

/**
 * The signed-in admin: the bearer is forwarded so auth checks it fully (a revoked token is refused at
 * once); `client` is the person's address, which auth's guess limits count.
 */
export interface Caller {
  id: string;
  bearer: string;
  client?: string;
}

export async function showOwnProfile(deps: OwnAccountDeps, caller: Caller): Promise<Required<AdminProfile>> {
  const { name, email, version = 0 } = await deps.accounts.getAccount(caller.id, caller.bearer);
  return { name, email, version };
}

/** `ifMatch`: the version the page read (auth refuses a save on an older one with 409). */
export async function updateOwnProfile(
  deps: OwnAccountDeps,
  caller: Caller,
  body: UpdateAdminProfileBody,
  ifMatch: number | undefined,
): Promise<AdminProfileSaved & { version: number }> {
  const answer = await deps.accounts.updateAccount(caller.id, caller.bearer, body, {
    ifMatch: ifMatch === undefined ? undefined : etagOf(ifMatch),
    client: caller.client,
  });
  const { user, pendingEmail } = answer;
  // A new e-mail is pending until the link mailed to it is opened: `email` is still the sign-in one.
  return {
    message: answer.message,
    token: answer.token,
    name: user.name,
    email: user.email,
    version: user.version ?? 0,
    ...(pendingEmail ? { pendingEmail } : {}),
  };
}

export function changeOwnPassword(deps: OwnAccountDeps, caller: Caller, body: UpdatePasswordBody): Promise<PasswordChangedResponse> {
  return deps.accounts.changePassword(caller.id, caller.bearer, body, caller.client);
}
