// The contact form's fields and the checks the browser can make before sending. The server
// (packages/contracts contact.ts) stays the authority: its own validation text is shown when it refuses.
import { isPhoneNumber, PHONE_RULE_MESSAGE, type ContactBody } from '@agency/contracts/browser';

export type ContactField = keyof ContactBody;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

// Same bounds as the server's schema, so a visitor is stopped before typing too much.
export const MAX_LENGTH: Record<ContactField, number> = { name: 100, email: 254, phone: 30, subject: 150, message: 5000 };

const LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message' };

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (!values[field].trim()) errors[field] = `${LABELS[field]} is required`;
  }
  if (!errors.email && !/^[^\s@]+@[^\s@]+$/.test(values.email.trim())) errors.email = 'Enter a valid email address';
  if (!isPhoneNumber(values.phone)) errors.phone = PHONE_RULE_MESSAGE;
  return errors;
}

/** The fields in the order the form shows them. */
export const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

/** The first field, in the form's order, that has a problem: where focus goes after a refused send. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}

export function toContactBody(values: ContactValues): ContactBody {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
