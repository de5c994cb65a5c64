import { Field } from '@agency/ui/forms';

interface Props {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  /** Signup says "Password"; the change and reset forms say "New Password". */
  label?: string;
  /** The form field name of the password (the confirmation is always confirmPassword). */
  name?: string;
  /** Ids of the rules (and the error) both fields are described by. */
  describedBy?: string;
  invalid?: boolean;
  /** Stable ids `<idPrefix><name>` and `<idPrefix>confirmPassword`, for a page whose server HTML has the fields. */
  idPrefix?: string;
}

/** A password being chosen and its confirmation, as every form that sets one asks for them. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  label = 'New Password',
  name = 'newPassword',
  describedBy,
  invalid,
  idPrefix,
}: Props) {
  // Without a prefix, Field makes its own ids (useId).
  const idOf = (field: string) => (idPrefix === undefined ? undefined : `${idPrefix}${field}`);
  return (
    <>
      <Field
        id={idOf(name)}
        label={label}
        type="password"
        name={name}
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <Field
        id={idOf('confirmPassword')}
        label={`Confirm ${label}`}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
    </>
  );
}
