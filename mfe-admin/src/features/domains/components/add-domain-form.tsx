import { useState, type FormEvent } from 'react';
import { Button } from '@agency/ui';

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
      <label className="field domain-form__field">
        <span className="field__label">New domain</span>
        <input
          className="input"
          name="name"
          placeholder="Enter domain name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
        />
      </label>
      <Button type="submit" loading={saving}>
        Add Domain
      </Button>
    </form>
  );
}
