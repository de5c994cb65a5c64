import type { Role } from '@agency/contracts/browser';

export const ROLE_OPTIONS: Array<{ value: Role; label: string }> = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
  { value: 'member', label: 'Member' },
];

export function RoleSelect({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  return (
    <label className="field">
      <span className="field__label">Role</span>
      <select className="select" name="role" value={value} onChange={(e) => onChange(e.target.value as Role)}>
        {ROLE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
