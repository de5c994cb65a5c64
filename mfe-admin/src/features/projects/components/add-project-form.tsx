import { useState, type ChangeEvent } from 'react';
import { PROJECT_DOMAINS, type Project } from '@agency/contracts/browser';
import { Alert, Button, Field } from '@agency/ui';
import { useSubmissionKey } from '@agency/web-kit';
import { createProject } from '../api/create-project';
import { useDialogForm } from '../../../components/use-dialog-form';
import { EMPTY_PROJECT, PROJECT_FORM_STATUSES, checkProject, toCreateProjectBody, type ProjectValues } from './project-form';

interface Props {
  onAdded: (project: Project) => void;
  onCancel: () => void;
}

/** The Add Project modal's form: name, client and domain required; the rest optional (spec §5). */
export function AddProjectForm({ onAdded, onCancel }: Props) {
  const [values, setValues] = useState<ProjectValues>(EMPTY_PROJECT);
  const bind = (key: keyof ProjectValues) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [key]: event.target.value })),
  });

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
        <Field label="Project Name" {...bind('name')} required markRequired autoComplete="off" />
        <Field label="Client" {...bind('client')} required markRequired autoComplete="off" />
        <Field as="select" label="Domain" {...bind('domain')} required markRequired>
          <option value="">Select a domain</option>
          {PROJECT_DOMAINS.map((domain) => (
            <option key={domain} value={domain}>
              {domain}
            </option>
          ))}
        </Field>
        <Field as="select" label="Status" {...bind('status')}>
          {PROJECT_FORM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Field>
        <Field label="Budget (USD)" type="number" inputMode="decimal" min="0" step="any" {...bind('budget')} placeholder="0" />
        <Field label="Payment" hint="e.g. Paid or Pending; leave empty for none" {...bind('payment')} autoComplete="off" />
      </div>
      <Field label="Team" hint="Comma-separated names, e.g. Aarav Sharma, Priya Verma" {...bind('team')} autoComplete="off" />
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
