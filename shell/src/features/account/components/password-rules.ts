// The server refuses the same (contracts' newPasswordSchema); checking here saves a round trip.
export const MIN_PASSWORD_LENGTH = 8;

/** The spec's confirmation rule first, then the length rule; null when the pair is fine. */
export function newPasswordProblem(password: string, confirm: string, mismatch = 'Passwords do not match'): string | null {
  if (password !== confirm) return mismatch;
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (new TextEncoder().encode(password).length > 72) return 'Password is too long (at most 72 bytes)';
  return null;
}
