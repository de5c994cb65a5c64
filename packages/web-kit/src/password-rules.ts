import { NEW_PASSWORD_MIN_LENGTH, newPasswordProblem } from '@agency/contracts/browser';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The rule every form that sets a password shows before anything is typed; the number is the contracts' (the server's). */
export const NEW_PASSWORD_RULE = `At least ${NEW_PASSWORD_MIN_LENGTH} characters`;

/**
 * A password being chosen and its confirmation: the spec's match rule first, then the contracts' rule
 * for new passwords (the server refuses the same; checking here saves a round trip). Null when fine.
 */
export function newPasswordPairProblem(password: string, confirm: string, mismatch = PASSWORDS_DO_NOT_MATCH): string | null {
  if (password !== confirm) return mismatch;
  return newPasswordProblem(password);
}
