import type { LoginBody, LoginResult, SignupBody, SignupResponse } from '@agency/contracts';
import { AppError } from '@agency/server-kit';
import { emailTaken } from '../accounts/account-errors';
import type { AccountRecord, AccountRepository } from '../accounts/account-repository';
import { assertNotCommon } from '../accounts/common-passwords';
import { hashPassword, verifyPassword } from '../accounts/password';
import type { TwoFactorRepository } from '../security/two-factor-repository';
import type { GuessThrottle } from '../throttle/guess-throttle';
import type { LoginChallenges } from './login-challenge';
import type { TokenSigner } from './token-signer';

export interface SignUpDeps {
  accounts: AccountRepository;
  signToken: TokenSigner;
}

export interface LoginDeps extends SignUpDeps {
  throttle: GuessThrottle;
  twoFactor: TwoFactorRepository;
  challenges: LoginChallenges;
}

const publicAccount = ({ id, name, email }: AccountRecord) => ({ id, name, email });

// Not a bcrypt hash, so no password matches it while the real hash is being computed.
const PENDING_HASH = '!pending';

/**
 * Public sign-up always creates a customer (role user); members and admins are made by admins.
 * The e-mail is claimed before the password is hashed: repeated or racing sign-ups for one address
 * fail at the unique index at once instead of each paying for a bcrypt hash (20 racers cost 20 hashes
 * and timed out at the gateway). Should the process die in between, the address can still be
 * recovered through forgot-password.
 */
export async function signUp(deps: SignUpDeps, body: SignupBody): Promise<SignupResponse> {
  assertNotCommon(body.password);
  const claimed = await deps.accounts.insert({
    name: body.name,
    email: body.email,
    phone: '',
    role: 'user',
    passwordHash: PENDING_HASH,
    firstLogin: false,
  });
  if (!claimed) throw emailTaken();
  let account: AccountRecord | null;
  try {
    account = await deps.accounts.completeClaim(claimed.id, PENDING_HASH, await hashPassword(body.password));
  } catch (err) {
    await deps.accounts.deleteById(claimed.id);
    throw err;
  }
  if (!account) throw new AppError('SIGNUP_CONFLICT', 'The account changed while it was being created. Please sign in.', 409);
  return { success: true, data: { token: deps.signToken(account), user: publicAccount(account) } };
}

/**
 * A retry of a sign-up that succeeded (same Idempotency-Key, same body) whose answer was lost: the
 * stored outcome keeps no token, so the person gets a fresh one by proving the same password again.
 */
export async function signUpAgain(deps: SignUpDeps, body: SignupBody): Promise<SignupResponse> {
  const account = await deps.accounts.findByEmail(body.email);
  if (!account || account.role !== 'user' || !(await verifyPassword(body.password, account.passwordHash))) throw emailTaken();
  return { success: true, data: { token: deps.signToken(account), user: publicAccount(account) } };
}

// Names the role as a thing to check (a member who left "User" selected is not sent off to reset a right password).
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials. Check your email, password and the role you selected.';

/**
 * Unknown e-mail, wrong password and wrong role all get the same answer, so none can be probed.
 * `client` is the caller's address (the gateway's forwarded hop); failures count per e-mail and per client.
 * An admin with 2FA on gets a challenge instead of a session (POST /api/auth/login/2fa finishes it).
 */
export async function logIn(deps: LoginDeps, body: LoginBody, client: string): Promise<LoginResult> {
  // Counted before it is judged: a wrong guess stays counted, whatever else runs in parallel.
  const guess = await deps.throttle.reserve(body.email, client);
  const account = await deps.accounts.findByEmail(body.email);
  const passwordOk = await verifyPassword(body.password, account?.passwordHash);
  if (!account || !passwordOk || account.role !== body.role) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE, 401);
  if (account.role === 'admin' && (await deps.twoFactor.isEnabled(account.id))) {
    // Earlier failures are not forgiven yet: else a good password would reset the count of guessed codes.
    await guess.release();
    return { twoFactorRequired: true, challenge: deps.challenges.issue(account) };
  }
  await guess.succeeded();
  return { token: deps.signToken(account), role: account.role, firstLogin: account.firstLogin, user: publicAccount(account) };
}
