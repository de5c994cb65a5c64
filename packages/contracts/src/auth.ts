import { z } from 'zod';
import { pageQueryOf } from './paging';
import { ROLES } from './constants/roles';
import { fitsBcrypt, NEW_PASSWORD_MIN_LENGTH, PASSWORD_REQUIRED, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './constants/passwords';

export const roleSchema = z.enum(ROLES);

// E-mails are compared lower-cased everywhere, so the schemas normalise them before checking.
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long') // RFC 5321's limit on an address
  .pipe(z.email('Enter a valid email address'));

// The upper bound is bcrypt's (constants/passwords.ts): longer passwords are refused outright.
/** A password being checked (login, current password): any stored password must still be typeable. */
export const passwordSchema = z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).refine(fitsBcrypt, PASSWORD_TOO_LONG);

/** A password being chosen (signup, change, reset). */
export const newPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(NEW_PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .refine(fitsBcrypt, PASSWORD_TOO_LONG);

export const loginBodySchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().toLowerCase().min(1, 'Email is required'),
  password: passwordSchema,
  role: roleSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const accountSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type Account = z.infer<typeof accountSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  role: roleSchema,
  firstLogin: z.boolean(),
  user: accountSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// Zero-width spaces and bidi controls make a name read as something it is not (U+202E turns "Ana\u202Enimda"
// into "Anaadmin" on screen). ZWNJ and ZWJ (U+200C, U+200D) stay: Persian and Indic names need them.
const HIDDEN_CHARACTERS = /[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
export const INVISIBLE_IN_NAME = 'Name must not contain invisible or text-direction characters';

/** A person's name as they type it for their own account (sign-up, profile). */
export const personNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name is too long')
  .refine((name) => !HIDDEN_CHARACTERS.test(name), INVISIBLE_IN_NAME);

export const signupBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signupResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ token: z.string(), user: accountSchema }),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** Claims of the RS256 JWT that auth signs and every other service verifies. */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  role: roleSchema,
  name: z.string(),
  email: z.string(),
  firstLogin: z.boolean().default(false),
  tokenVersion: z.number().int().default(0),
  // The session the token belongs to (sign-out revokes it); tokens signed before sessions had ids lack it.
  sid: z.string().max(64).optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** POST /internal/accounts on auth (called by admin when it adds a member). */
export const createMemberAccountBodySchema = signupBodySchema.extend({
  phone: z.string().trim().max(30).optional(),
  /** Chosen by the caller: its idempotency key (the same id again answers the same account). */
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/i, 'Invalid id')
    .optional(),
});
export type CreateMemberAccountBody = z.infer<typeof createMemberAccountBodySchema>;

export const internalAccountSchema = accountSchema.extend({ role: roleSchema, firstLogin: z.boolean() });
export type InternalAccount = z.infer<typeof internalAccountSchema>;

/** The page size of GET /internal/admin-accounts (also the most a caller may ask for). */
export const ADMIN_ACCOUNTS_PAGE_LIMIT = 100;

/** GET /internal/admin-accounts?cursor=&limit= (for the user service): one page of the admins, oldest first. */
export const adminAccountsQuerySchema = pageQueryOf(ADMIN_ACCOUNTS_PAGE_LIMIT, ADMIN_ACCOUNTS_PAGE_LIMIT);

/** One page of the admins; `nextCursor` (null on the last page) asks for the next: a caller walks them all. */
export const adminAccountsPageSchema = z.object({ accounts: z.array(internalAccountSchema), nextCursor: z.string().nullable() });
export type AdminAccountsPage = z.infer<typeof adminAccountsPageSchema>;

/**
 * Set by a service calling auth's internal account API on behalf of a person: that person's address,
 * which auth's guess limits count (auth takes it only on /internal routes, behind the internal token).
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
