import { z } from 'zod';
import { requireChange } from './update-body';
import { isPhoneNumber, PHONE_RULE_MESSAGE } from './constants/phone';
import { emailSchema, newPasswordSchema, passwordSchema, personNameSchema, roleSchema } from './auth';

// Account self-service: password change, forgot/reset, profile (services/auth/README.md).

const phoneSchema = z.string().trim().max(30, 'Phone is too long').refine(isPhoneNumber, PHONE_RULE_MESSAGE);

/** POST /api/auth/change-password; a first-login member sends no current password. */
export const changePasswordBodySchema = z.object({
  currentPassword: passwordSchema.optional(),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  firstLogin: z.literal(false),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** PUT /api/user/password, PUT /api/admin/password, POST /internal/accounts/:id/password. */
export const updatePasswordBodySchema = z.object({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema,
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema, role: roleSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

const resetTokenSchema = z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200);

export const resetPasswordBodySchema = z.object({ token: resetTokenSchema, newPassword: newPasswordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The reset page asks before showing its form; the token goes in the body, so no access log holds it. */
export const checkResetLinkBodySchema = z.object({ token: resetTokenSchema });
export type CheckResetLinkBody = z.infer<typeof checkResetLinkBodySchema>;

/** Whether the link can still set a password; nothing about the account it belongs to. */
export const checkResetLinkResponseSchema = z.object({ valid: z.boolean() });
export type CheckResetLinkResponse = z.infer<typeof checkResetLinkResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /api/user/:id, GET /internal/accounts/:id. */
export const userProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Send it back in If-Match when saving: a save on an older copy answers 409 STALE_VERSION. */
  version: z.number().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * PUT /api/user/profile, PATCH /internal/accounts/:id: only the fields that changed (If-Match: the
 * version read). A new e-mail needs the current password: a session token alone must not be able to
 * move the account to another address.
 */
const profileFieldsSchema = z.object({
  name: personNameSchema.optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  currentPassword: passwordSchema.optional(),
});
export const updateProfileBodySchema = requireChange(
  profileFieldsSchema,
  ['name', 'email', 'phone'],
  'Nothing to update: send a name, email or phone to change',
);
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export const patchAccountBodySchema = updateProfileBodySchema;
/** PATCH /internal/member-accounts/:id (admin renames a member's login). */
export const patchMemberAccountBodySchema = requireChange(
  profileFieldsSchema.pick({ name: true, email: true }),
  ['name', 'email'],
  'Nothing to update: send a name or email to change',
);
export type PatchAccountBody = z.infer<typeof patchAccountBodySchema>;

/**
 * A profile change answers the new profile and a fresh token (its name/e-mail claims changed). A new
 * e-mail is only pending (`pendingEmail`) until the link mailed to it is opened; `user.email` stays.
 */
export const updateProfileResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: userProfileSchema,
  pendingEmail: z.string().optional(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** GET/PUT /api/admin/profile. */
export const adminProfileSchema = z.object({ name: z.string(), email: z.string(), version: z.number().optional() });
export type AdminProfile = z.infer<typeof adminProfileSchema>;
/** Only the fields that changed; If-Match: the version read. A new e-mail needs the current password. */
export const updateAdminProfileBodySchema = requireChange(
  z.object({
    name: personNameSchema.optional(),
    email: emailSchema.optional(),
    currentPassword: passwordSchema.optional(),
  }),
  ['name', 'email'],
  'Nothing to update: send a name or email to change',
);
/** PUT /api/admin/profile's answer; `pendingEmail` as in updateProfileResponseSchema. */
export const adminProfileSavedSchema = adminProfileSchema.extend({
  message: z.string(),
  token: z.string(),
  pendingEmail: z.string().optional(),
});
export type AdminProfileSaved = z.infer<typeof adminProfileSavedSchema>;

/** POST /api/auth/confirm-email: the token of the link mailed to the new address. */
export const confirmEmailBodySchema = z.object({
  token: z.string({ error: 'Confirmation token is required' }).min(1, 'Confirmation token is required').max(200),
});
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;
export const confirmEmailResponseSchema = z.object({ message: z.string(), email: z.string() });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;
export type UpdateAdminProfileBody = z.infer<typeof updateAdminProfileBodySchema>;

/** A password change answers a fresh token: the old ones are revoked by it. */
export const passwordChangedResponseSchema = z.object({ message: z.string(), token: z.string() });
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponseSchema>;
