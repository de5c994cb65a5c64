import { newPasswordProblem } from '@agency/contracts/browser';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * A password being chosen and its confirmation: the spec's match rule first, then the contracts' rule
 * for new passwords (the server refuses the same; checking here saves a round trip). Null when fine.
 */
export function newPasswordPairProblem(password: string, confirm: string, mismatch = PASSWORDS_DO_NOT_MATCH): string | null {
  if (password !== confirm) return mismatch;
  return newPasswordProblem(password);
}
