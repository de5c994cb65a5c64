export interface SettingsForm {
  name: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec section 5, in its order: the first problem, or null. */
export function findSettingsProblem(form: SettingsForm): string | null {
  if (!form.name.trim() || !form.email.trim()) return 'Name and email are required.';
  if (form.newPassword && form.newPassword !== form.confirmPassword) return 'New password and confirm password do not match.';
  return null;
}

/** The password call is made only when both current and new passwords are filled. */
export const wantsPasswordChange = (form: SettingsForm) => Boolean(form.currentPassword && form.newPassword);

/**
 * Why a password the admin typed will not be changed on save, or null: the call needs the current
 * password, so new + confirm alone save the profile and leave the password as it was.
 */
export function passwordNotChangedReason(form: SettingsForm): string | null {
  if (form.newPassword && !form.currentPassword) return 'Password not changed: enter your current password to change it.';
  return null;
}
