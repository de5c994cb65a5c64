// The password rules, in plain code: the schemas (auth.ts) and the browsers' forms check the same ones.

export const NEW_PASSWORD_MIN_LENGTH = 8;
/** bcrypt ignores bytes past 72: two passwords equal in their first 72 bytes would both work. */
export const PASSWORD_MAX_BYTES = 72;

export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password is too long (at most ${PASSWORD_MAX_BYTES} bytes)`;

export const fitsBcrypt = (value: string): boolean => new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES;

/** What is wrong with a password being chosen (signup, change, reset), or null when it may be sent. */
export function newPasswordProblem(value: string): string | null {
  if (value.length < NEW_PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (!fitsBcrypt(value)) return PASSWORD_TOO_LONG;
  return null;
}
