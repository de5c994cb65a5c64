// One rule for every phone field (the profile, the contact form): what a person types as a number, with
// the separators people write (+91 98765-43210, (0731) 255 1234). Letters ("abc") are not a number.
const PHONE_CHARACTERS = /^[0-9+()\-.\s]{6,30}$/;
const MIN_DIGITS = 6;

export const PHONE_RULE_MESSAGE = 'Enter a phone number (digits, spaces, + or -)';

/** True for '' (the phone is optional everywhere) and for a plausible phone number. */
export function isPhoneNumber(value: string): boolean {
  const phone = value.trim();
  return phone === '' || (PHONE_CHARACTERS.test(phone) && (phone.match(/\d/g) ?? []).length >= MIN_DIGITS);
}
