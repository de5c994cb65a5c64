import type { Role } from '@agency/contracts/browser';
import { Field } from '@agency/ui/forms';

export const ROLE_OPTIONS: Array<{ value: Role; label: string }> = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
  { value: 'member', label: 'Member' },
];

/** The form's `role` field (uncontrolled: hydration keeps what was chosen in the server HTML). */
export function RoleSelect({ id, defaultValue }: { id?: string; defaultValue: Role }) {
  return (
    <Field as="select" label="Role" id={id} name="role" defaultValue={defaultValue}>
      {ROLE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Field>
  );
}
