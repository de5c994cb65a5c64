import type { Role } from '@agency/contracts/browser';
/** A token shaped like the services' JWTs (only the payload matters to the browser; nothing verifies it here). */
export function fakeJwt(claims: { sub: string; exp?: number }): string {
  return `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
}

export const loginAs = (id: string, name: string, token: string, role: Role = 'user') => ({
  token,
  role,
  firstLogin: false,
  user: { id, name, email: `${name.toLowerCase()}@example.com` },
});
