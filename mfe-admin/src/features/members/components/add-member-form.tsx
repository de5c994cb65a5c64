import { useState } from 'react';
import type { AdminMember, Domain } from '@agency/contracts/browser';
import { Alert, Button } from '@agency/ui';
import { useSubmissionKey, type RequestState } from '@agency/web-kit';
import { createMember } from '../api/create-member';
import { DomainCheckboxes } from './domain-checkboxes';
import { FormField } from './form-field';
import { EMPTY_NEW_MEMBER, checkNewMember, toCreateMemberBody, type NewMemberValues } from './member-form';
import { useDialogForm } from '../../../components/use-dialog-form';

interface Props {
  domains: RequestState<Domain[]>;
  onAdded: (member: AdminMember) => void;
  onCancel: () => void;
}

/** The Add Member modal's form (spec §2 Users). Cancel closes the modal, which drops the form and its error. */
export function AddMemberForm({ domains, onAdded, onCancel }: Props) {
  const [values, setValues] = useState<NewMemberValues>(EMPTY_NEW_MEMBER);
  const set =
    <K extends keyof NewMemberValues>(key: K) =>
    (value: NewMemberValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const submission = useSubmissionKey();
  const { error, saving, errorRef, submit } = useDialogForm({
    check: () => checkNewMember(values),
    send: async () => {
      const body = toCreateMemberBody(values);
      const added = await createMember(body, submission.keyFor(body));
      submission.reset();
      onAdded(added);
    },
    failure: 'Failed to add member',
  });

  return (
    <form className="admin-member-form" onSubmit={submit} noValidate>
      {error && (
        <div ref={errorRef}>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="admin-member-form__grid">
        <FormField label="Name" value={values.name} onChange={set('name')} required autoComplete="off" />
        <FormField label="Email" type="email" value={values.email} onChange={set('email')} required autoComplete="off" />
        <FormField
          label="Password"
          type="password"
          value={values.password}
          onChange={set('password')}
          required
          autoComplete="new-password"
          hint="At least 8 characters. The member changes it at first login."
        />
        <FormField label="Employee ID" value={values.empId} onChange={set('empId')} />
        <FormField label="Picture URL" type="url" value={values.pic} onChange={set('pic')} placeholder="https://…" />
        <FormField label="Skill Tags" value={values.skillTags} onChange={set('skillTags')} hint="Comma-separated, e.g. React, Node.js" />
      </div>
      <FormField label="Description" multiline value={values.description} onChange={set('description')} />
      <DomainCheckboxes domains={domains} selected={values.domainIds} onChange={set('domainIds')} />
      <div className="admin-member-form__actions admin-modal__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Add Member
        </Button>
      </div>
    </form>
  );
}
