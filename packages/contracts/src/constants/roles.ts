/** The three kinds of signed-in user (spec section 6); the role is chosen on the login form. */
export const ROLES = ['user', 'member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}
