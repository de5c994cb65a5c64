import { useId, useState, type ReactNode } from 'react';
import { PROJECT_DOMAINS, type Project } from '@agency/contracts/browser';
import { Alert, Button } from '@agency/ui';
import { useSubmissionKey } from '@agency/web-kit';
import { createProject } from '../api/create-project';
import { useDialogForm } from '../../../components/use-dialog-form';
import { EMPTY_PROJECT, PROJECT_FORM_STATUSES, checkProject, toCreateProjectBody, type ProjectValues } from './project-form';

interface Props {
  onAdded: (project: Project) => void;
  onCancel: () => void;
}

function Field({
  id,
  label,
  required,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className="admin-project-form__hint">
          {hint}
        </span>
      )}
    </div>
  );
}

/** The Add Project modal's form: name, client and domain required; the rest optional (spec §5). */
export function AddProjectForm({ onAdded, onCancel }: Props) {
  const [values, setValues] = useState<ProjectValues>(EMPTY_PROJECT);
  const id = useId();
  const set = (key: keyof ProjectValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submission = useSubmissionKey();
  const { error, saving, errorRef, submit } = useDialogForm({
    check: () => checkProject(values),
    send: async () => {
      const body = toCreateProjectBody(values);
      const added = await createProject(body, submission.keyFor(body));
      submission.reset();
      onAdded(added);
    },
    failure: 'Failed to add project',
  });

  return (
    <form className="admin-project-form" onSubmit={submit} noValidate>
      {error && (
        <div ref={errorRef}>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="admin-project-form__grid">
        <Field id={`${id}-name`} label="Project Name" required>
          <input
            id={`${id}-name`}
            className="input"
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            required
            autoComplete="off"
          />
        </Field>
        <Field id={`${id}-client`} label="Client" required>
          <input
            id={`${id}-client`}
            className="input"
            value={values.client}
            onChange={(e) => set('client')(e.target.value)}
            required
            autoComplete="off"
          />
        </Field>
        <Field id={`${id}-domain`} label="Domain" required>
          <select id={`${id}-domain`} className="select" value={values.domain} onChange={(e) => set('domain')(e.target.value)} required>
            <option value="">Select a domain</option>
            {PROJECT_DOMAINS.map((domain) => (
              <option key={domain} value={domain}>
                {domain}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-status`} label="Status">
          <select id={`${id}-status`} className="select" value={values.status} onChange={(e) => set('status')(e.target.value)}>
            {PROJECT_FORM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-budget`} label="Budget (USD)">
          <input
            id={`${id}-budget`}
            className="input"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={values.budget}
            onChange={(e) => set('budget')(e.target.value)}
            placeholder="0"
          />
        </Field>
        <Field id={`${id}-payment`} label="Payment" hint="e.g. Paid or Pending; leave empty for none">
          <input
            id={`${id}-payment`}
            className="input"
            value={values.payment}
            onChange={(e) => set('payment')(e.target.value)}
            aria-describedby={`${id}-payment-hint`}
            autoComplete="off"
          />
        </Field>
      </div>
      <Field id={`${id}-team`} label="Team" hint="Comma-separated names, e.g. Aarav Sharma, Priya Verma">
        <input
          id={`${id}-team`}
          className="input"
          value={values.team}
          onChange={(e) => set('team')(e.target.value)}
          aria-describedby={`${id}-team-hint`}
          autoComplete="off"
        />
      </Field>
      <div className="admin-project-form__actions admin-modal__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Add Project
        </Button>
      </div>
    </form>
  );
}
