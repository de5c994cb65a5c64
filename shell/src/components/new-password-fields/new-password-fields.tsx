import { useId } from 'react';
import { Field } from '@agency/ui/forms';
import { NEW_PASSWORD_RULE } from '@agency/web-kit/api';

interface Props {
  /** Controlled fields; without these the fields are uncontrolled (a form action reads them). */
  password?: string;
  confirm?: string;
  onPassword?: (value: string) => void;
  onConfirm?: (value: string) => void;
  /** Signup says "Password"; the change and reset forms say "New Password". */
  label?: string;
  /** The form field name of the password (the confirmation is always confirmPassword). */
  name?: string;
  /** Ids of what else both fields are described by (an error), after the rule. */
  describedBy?: string;
  invalid?: boolean;
  /** Stable ids `<idPrefix><name>` and `<idPrefix>confirmPassword`, for a page whose server HTML has the fields. */
  idPrefix?: string;
}

/**
 * A password being chosen and its confirmation, as every form that sets one asks for them, with the rule
 * shown before anything is typed (and read out with both fields).
 */
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
  const autoRuleId = useId();
  const ruleId = idOf('password-rule') ?? autoRuleId;
  const described = [ruleId, describedBy].filter(Boolean).join(' ');
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
        onChange={onPassword && ((e) => onPassword(e.target.value))}
        aria-invalid={invalid}
        aria-describedby={described}
      />
      <Field
        id={idOf('confirmPassword')}
        label={`Confirm ${label}`}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={onConfirm && ((e) => onConfirm(e.target.value))}
        aria-invalid={invalid}
        aria-describedby={described}
      />
      <p id={ruleId} className="field__hint">
        {NEW_PASSWORD_RULE}; both fields must match.
      </p>
    </>
  );
}
