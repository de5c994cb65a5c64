import type { Role } from '@agency/contracts/browser';
import { Field } from '@agency/ui/forms';

export const ROLE_OPTIONS: Array<{ value: Role; label: string }> = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
  { value: 'member', label: 'Member' },
];

/** `id`: a stable one when the page's server HTML has this select (what was chosen there is kept by id). */
export function RoleSelect({ id, value, onChange }: { id?: string; value: Role; onChange: (role: Role) => void }) {
  return (
    <Field as="select" label="Role" id={id} name="role" value={value} onChange={(e) => onChange(e.target.value as Role)}>
      {ROLE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Field>
  );
}
