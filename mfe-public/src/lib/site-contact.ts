// How to reach the agency, shown on the contact page. The address and e-mail are the ones the shell's
// footer shows (shell/src/config/site.ts); a remote cannot import the shell, so change both together.
export const CONTACT_DETAILS = {
  addressLines: ['Vijay Nagar', 'Indore, Madhya Pradesh', 'India'],
  phone: '+91 731 400 2025',
  email: 'hello@agency.example',
  hours: ['Monday to Friday: 10:00 to 19:00 IST', 'Saturday: 10:00 to 14:00 IST'],
} as const;
