import { useState, type FormEvent } from 'react';
import { Button, Field } from '@agency/ui';

/** Spec section 5: the name is trimmed and a blank name is silently ignored. */
export function AddDomainForm({ onAdd }: { onAdd: (name: string) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || saving) return;
    setSaving(true);
    const added = await onAdd(trimmed);
    setSaving(false);
    if (added) setName('');
  };

  return (
    <form className="domain-form" onSubmit={submit}>
      <Field
        label="New domain"
        fieldClassName="domain-form__field"
        name="name"
        placeholder="Enter domain name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
      />
      <Button type="submit" loading={saving}>
        Add Domain
      </Button>
    </form>
  );
}
